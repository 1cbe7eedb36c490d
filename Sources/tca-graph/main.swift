import TCAGraph
