import TCAGraph
print(parseCount("let x = 1\nlet y = 2"), gvVersion())
