import TCAGraph
import Testing
import TreeIntrospect

/// Views walk graphs with stacks of their own: a composition chain thousands deep, which a
/// forged IR file can hold, draws without exhausting the thread's stack.
@Suite struct ViewDeepGraphTests {
  static let chain = LargeGraphs.tree(features: 8_000, fanOut: 1)

  @Test func aChainEightThousandDeepDrawsEveryFeatureInEveryView() {
    let composition = compositionTreeView(graph: Self.chain)
    #expect(composition.nodes.count == 8_000)
    #expect(composition.edges.count == 7_999)
    #expect(composition.edges.last?.to == "feature:Feature7999")
    let actions = actionTreeView(graph: Self.chain, maxDepth: 10_000)
    #expect(actions.clusters.count == 8_000)
    let coupling = couplingView(graph: Self.chain)
    #expect(coupling.nodes.count == 8_000)
    #expect(coupling.edges.count == 7_999)
    let delegateEdges = delegateFlowView(graph: Self.chain).edges.filter {
      $0.label == "delegate guardado"
    }
    #expect(delegateEdges.count == 7_999)
    #expect(modulesView(graph: Self.chain).edges.count == 7_999)
    let lanes = LanesView().diagrams(of: Self.chain, options: DiagramOptions())
    #expect(lanes.count == 8_000)
    let deepest = lanes.first { $0.name == "lanes/Feature7999" }
    #expect(deepest.map { featureLanesViewParent($0.description) } == "Feature7998")
  }

  @Test func aChainClosedIntoACycleDrawsOneBackEdge() {
    var graph = LargeGraphs.tree(features: 8_000, fanOut: 1)
    let last = graph.features.firstIndex { $0.id == "Feature7999" }!
    graph.features[last].children.append(
      ChildScope(operator: .scope, statePath: "app", actionPath: "app", child: "App", order: 0))
    let composition = compositionTreeView(graph: graph)
    #expect(composition.nodes.count == 8_000)
    let back = composition.edges.filter { !$0.constraint }
    #expect(back.map(\.to) == ["feature:App"])
    #expect(back.first?.style == .dotted)
  }

  @Test func aCouplingChainOfAHundredThousandFeaturesDraws() {
    let graph = LargeGraphs.tree(features: 100_000, fanOut: 1)
    let coupling = couplingView(graph: graph)
    #expect(coupling.nodes.count == 100_000)
    #expect(coupling.edges.count == 99_999)
  }

  @Test func clustersNestedThousandsDeepAreWrittenWholeWithBoundedIndentation() {
    let coupling = couplingView(graph: LargeGraphs.enumChain(count: 2_000))
    #expect(coupling.clusters.count == 2_000)
    let dot = DOTEmitter().emit(coupling)
    let mermaid = MermaidEmitter().emit(coupling)
    #expect(dot.components(separatedBy: "subgraph cluster_").count - 1 == 2_000)
    #expect(mermaid.components(separatedBy: "\n").filter { $0.hasSuffix("end") }.count >= 2_000)
    let indents = dot.components(separatedBy: "\n").map { $0.prefix { $0 == " " }.count }
    let widest = indents.max() ?? 0
    #expect(widest <= 2 + 2 * 32 + 2)
  }
}

/// The parent named by a lanes picture's parent box.
private func featureLanesViewParent(_ description: GraphDescription) -> String? {
  description.node("parent")?.label.split(separator: "\n").last.map(String.init)
}
