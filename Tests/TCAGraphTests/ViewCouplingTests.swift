import TCAGraph
import Testing
import TreeIntrospect

@Suite struct ViewCouplingTests {
  func edge(_ edges: [CouplingEdge], _ child: FeatureID) throws -> CouplingEdge {
    try #require(edges.first { $0.parent == "AppFeature" && $0.child == child })
  }

  @Test func handlersBelongToTheDirectChildTheirRouteEntersFirst() throws {
    let edges = couplingEdges(in: ExampleGraphs.lessonsApp)
    let path = try edge(edges, "AppFeature.Path")
    #expect(path.delegateMatches.map(\.route.last) == ["autorBloqueado", "resenaBorrada"])
    #expect(path.health == .healthy)
    let editor = try edge(edges, "Editor")
    #expect(editor.delegateMatches.count == 1)
    #expect(editor.otherMatches.map(\.match) == [.catchAll])
    #expect(try edge(edges, "Lista").health == .unobserved)
    #expect(!edges.contains { $0.parent == "AppFeature.Path" && !$0.delegateMatches.isEmpty })
    #expect(!edges.contains { $0.parent == "Editor" })
  }

  @Test func privateMatchesTurnTheEdgeRedWithCountsAndCases() throws {
    let edges = couplingEdges(in: ExampleGraphs.coupledApp)
    let editor = try edge(edges, "Editor")
    #expect(editor.privateMatches.count == 2)
    #expect(editor.health == .breach)
    let view = couplingView(graph: ExampleGraphs.coupledApp)
    let drawn = try #require(view.edges.first { $0.to == "feature:Editor" })
    #expect(drawn.color == "#d20f39")
    #expect(
      drawn.label
        == "2 private (1 view, 1 internal):\n_internal.guardadoTerminado, view.guardarPulsado\n1 delegate · 1 catch-all"
    )
  }

  @Test func healthyAndUnobservedEdgesAreGreenAndGrey() throws {
    let view = couplingView(graph: ExampleGraphs.lessonsApp)
    let fila = try #require(view.edges.first { $0.to == "feature:Fila" })
    #expect(fila.color == "#40a02b")
    #expect(fila.label == "1 delegate")
    let lista = try #require(view.edges.first { $0.to == "feature:Lista" })
    #expect(lista.color == "#9ca0b0")
    #expect(lista.label.isEmpty)
    #expect(view.edges.count == 7)
  }

  @Test func aDeeperOwnerIsNamedBesideTheCase() throws {
    var features = ExampleGraphs.lessonsFeatures()
    let index = try #require(features.firstIndex { $0.id == "AppFeature" })
    features[index].handlers.append(
      Handler(
        route: ["camino", "element", "resena", "borrarPulsado"], owner: "Resena", match: .other))
    let view = couplingView(graph: ArchitectureGraph(roots: ["AppFeature"], features: features))
    let path = try #require(view.edges.first { $0.to == "feature:AppFeature.Path" })
    #expect(path.label.hasPrefix("1 private (1 flat):\nResena: borrarPulsado"))
    #expect(path.color == "#d20f39")
  }
}
