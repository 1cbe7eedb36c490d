import TCAGraph
import Testing
import TreeIntrospect

@Suite struct ViewModulesTests {
  func edge(_ view: GraphDescription, _ from: FeatureID, _ to: FeatureID) throws -> GraphEdge {
    try #require(view.edges.first { $0.from == "feature:\(from)" && $0.to == "feature:\(to)" })
  }

  @Test func everyModuleIsAClusterHoldingItsFeatures() throws {
    let view = try modulesView(graph: ModuleGraphs.modularApp())
    #expect(
      view.clusters.map(\.label) == [
        "App", "EditorFeature", "ListFeature", "ReviewsFeature", "(no module)",
      ])
    #expect(view.clusters.map(\.dashed) == [false, false, false, false, true])
    var members: [String: [String]] = [:]
    for node in view.nodes {
      let cluster = try #require(view.clusters.first { $0.id == node.cluster })
      members[cluster.label, default: []].append(node.label)
    }
    #expect(
      members == [
        "App": ["AppFeature", "AppFeature.Path"], "EditorFeature": ["Editor"],
        "ListFeature": ["EditorPerfil", "Fila", "Lista"],
        "ReviewsFeature": ["ListaResenas", "Resena"],
        "(no module)": ["Catalogo"],
      ])
    #expect(try #require(view.node("feature:AppFeature")).fillColor == Palette.root)
    #expect(try #require(view.node("feature:AppFeature.Path")).shape == .folder)
  }

  @Test func edgesAcrossModulesCarryTheCouplingColour() throws {
    let view = try modulesView(graph: ModuleGraphs.modularApp())
    let editor = try edge(view, "AppFeature", "Editor")
    #expect(editor.color == Palette.breach)
    #expect(editor.style == .bold)
    #expect(editor.label == "2 private")
    let resena = try edge(view, "AppFeature.Path", "Resena")
    #expect(resena.color == Palette.breach)
    #expect(resena.label == "1 private\nby AppFeature")
    for (from, to) in [
      ("AppFeature", "Fila"), ("AppFeature", "Lista"), ("AppFeature.Path", "ListaResenas"),
      ("AppFeature.Path", "Catalogo"),
    ] as [(FeatureID, FeatureID)] {
      let healthy = try edge(view, from, to)
      #expect(healthy.color == Palette.healthy, "\(from) → \(to)")
      #expect(healthy.label == "", "\(from) → \(to)")
    }
    let inside = try edge(view, "AppFeature", "AppFeature.Path")
    #expect(inside.color == Palette.neutral)
    #expect(inside.style == .solid)
    #expect(view.edges.count == 8)
  }

  /// The colour of an edge across modules is the coupling view's colour for the reducer that
  /// matches the child (the parent, or the one composing the enum the edge leaves).
  @Test func coloursAgreeWithTheCouplingView() throws {
    let graph = try ModuleGraphs.modularApp()
    let coupling = couplingView(graph: graph)
    let modules = modulesView(graph: graph)
    let pairs: [(matcher: FeatureID, from: FeatureID, to: FeatureID)] = [
      ("AppFeature", "AppFeature", "Editor"), ("AppFeature", "AppFeature", "Fila"),
      ("AppFeature", "AppFeature.Path", "Resena"),
    ]
    for pair in pairs {
      let expected = try edge(coupling, pair.matcher, pair.to).color
      #expect(try edge(modules, pair.from, pair.to).color == expected, "\(pair.to)")
    }
  }

  @Test func aChildComposedTwiceIsOneEdge() throws {
    var graph = try ModuleGraphs.modularApp()
    let index = try #require(graph.features.firstIndex { $0.id == "Lista" })
    graph.features[index].children = [
      ChildScope(operator: .scope, statePath: "a", actionPath: "a", child: "Fila", order: 0),
      ChildScope(operator: .ifLet, statePath: "b", actionPath: "b", child: "Fila", order: 1),
    ]
    let view = modulesView(graph: graph)
    #expect(view.edges.filter { $0.from == "feature:Lista" }.count == 1)
    #expect(try edge(view, "Lista", "Fila").color == Palette.neutral)
  }

  @Test func withoutModuleInformationThereAreNoClustersAndTheLegendSaysSo() throws {
    let view = try modulesView(graph: ExampleGraphs.coupledApp())
    #expect(view.clusters.isEmpty)
    #expect(view.nodes.allSatisfy { $0.cluster == nil })
    #expect(Set(view.edges.map(\.color)) == [Palette.neutral])
    #expect(view.title == "Modules: no module information")
    #expect(view.legend.first?.label.hasPrefix("no module information") == true)
    #expect(view.edges.count == 8)
  }

  @Test func childrenOutsideARestrictedGraphAreDashedAndOutsideEveryCluster() throws {
    let view = try modulesView(graph: ModuleGraphs.modularApp().restricted(toModules: ["App"]))
    #expect(view.clusters.map(\.label) == ["App"])
    let editor = try #require(view.node("feature:Editor"))
    #expect(editor.style.contains(.dashed))
    #expect(editor.cluster == nil)
    #expect(editor.label == "Editor\n(not in the graph)")
    #expect(try edge(view, "AppFeature", "Editor").color == Palette.breach)
    #expect(try edge(view, "AppFeature.Path", "Resena").label == "1 private\nby AppFeature")
    #expect(try edge(view, "AppFeature", "Lista").color == Palette.healthy)
    #expect(try edge(view, "AppFeature", "AppFeature.Path").color == Palette.neutral)
  }

  @Test(arguments: [1, 2, 3])
  func featureOrderDoesNotChangeTheText(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed))
    var graph = try ModuleGraphs.modularApp()
    let expected = DOTEmitter().emit(modulesView(graph: graph))
    graph.features.shuffle(using: &generator)
    #expect(DOTEmitter().emit(modulesView(graph: graph)) == expected)
  }
}
