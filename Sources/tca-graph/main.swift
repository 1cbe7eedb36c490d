import TCAGraph

print(DOTEmitter().emit(GraphDescription(title: "tca-graph")), terminator: "")
