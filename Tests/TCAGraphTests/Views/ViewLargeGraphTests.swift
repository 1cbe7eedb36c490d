import TCAGraph
import Testing
import TreeIntrospect

/// The guards that keep pictures of large apps readable.
@Suite struct ViewLargeGraphTests {
  @Test func aFortyFeatureActionTreeDrawsTwoLevelsAndPointsAtFocus() throws {
    let graph = LargeGraphs.tree(features: 40)
    let whole = actionTreeView(graph: graph, maxDepth: 10)
    let guarded = actionTreeView(graph: graph)
    let note = try #require(guarded.node("note:more-features"))
    // App, its 3 children and their 9 children are expanded: 27 features are left out.
    #expect(note.label.hasPrefix("27 more features: run with --focus <Feature>\n"))
    #expect(note.label.hasSuffix("(for example --focus Feature13)"))
    #expect(guarded.clusters.count == 13)
    #expect(guarded.nodes.count <= 230)
    #expect(guarded.nodes.count * 2 < whole.nodes.count)
    #expect(whole.node("note:more-features") == nil)
    let collapsed = guarded.nodes.filter { $0.label.hasSuffix("(deeper cases not drawn)") }
    #expect(collapsed.count == 27)
  }

  @Test func focusOrASmallGraphDrawsTheWholeTree() {
    let graph = LargeGraphs.tree(features: 40)
    let focused = actionTreeView(graph: graph, focus: "Feature1")
    #expect(focused.node("note:more-features") == nil)
    #expect(focused.nodes.contains { $0.id == "action:Feature13" })
    let small = actionTreeView(graph: LargeGraphs.tree(features: 15))
    #expect(small.node("note:more-features") == nil)
    #expect(small.clusters.count == 15)
  }

  @Test func aFocusReachingManyFeaturesIsDrawnTwoLevelsDeep() throws {
    let graph = LargeGraphs.tree(features: 40)
    let focused = actionTreeView(graph: graph, focus: "App")
    let note = try #require(focused.node("note:more-features"))
    #expect(note.label.hasPrefix("27 more features: run with --focus <Feature>\n"))
    #expect(focused.clusters.count == 13)
    let chain = actionTreeView(graph: LargeGraphs.tree(features: 8_000, fanOut: 1), focus: "App")
    #expect(chain.clusters.count == 3)
    #expect(try #require(chain.node("note:more-features")).label.hasPrefix("7997 more features"))
  }

  @Test func aLargeTreeTwoLevelsOfWhichExpandTooManyFeaturesIsDrawnOneLevelDeep() throws {
    // App, 4 children and their 16 children: 21 features two levels deep, more than 15.
    let graph = LargeGraphs.tree(features: 40, fanOut: 4)
    let guarded = actionTreeView(graph: graph)
    #expect(guarded.clusters.count == 5)
    #expect(try #require(guarded.node("note:more-features")).label.hasPrefix("35 more features"))
    #expect(actionTreeView(graph: graph, maxDepth: 2).clusters.count == 21)
  }

  @Test func anExplicitDepthWinsOverTheGuard() throws {
    let graph = LargeGraphs.tree(features: 40)
    let deeper = actionTreeView(graph: graph, maxDepth: 3)
    #expect(deeper.clusters.count == 40)
    #expect(deeper.node("note:more-features") == nil)
    let shallow = actionTreeView(graph: graph, maxDepth: 1)
    #expect(try #require(shallow.node("note:more-features")).label.hasPrefix("36 more features"))
  }
}

/// Every label of every view stays whole and short enough to read.
@Suite struct ViewLabelWidthTests {
  static func everyView() throws -> [(String, GraphDescription)] {
    let large = LargeGraphs.tree(features: 60)
    return try SnapshotCatalog.all() + [
      ("large-action-tree", actionTreeView(graph: large)),
      ("large-composition", compositionTreeView(graph: large)),
      ("large-coupling", couplingView(graph: large)),
      ("large-delegate-flow", delegateFlowView(graph: large)),
      ("large-lanes", featureLanesView(for: "App", in: large)),
    ]
  }

  @Test func noLabelLineIsWiderThanTheWrapWidth() throws {
    for (name, view) in try Self.everyView() {
      let labels =
        view.nodes.map(\.label) + view.edges.map(\.label) + view.clusters.map(\.label)
        + view.legend.map(\.label)
      for label in labels {
        for line in label.split(separator: "\n") {
          #expect(line.count <= 48, "\(name): '\(line)'")
        }
      }
    }
  }

  @Test func aLargeCompositionMuchWiderThanDeepIsDrawnLeftToRight() throws {
    let large = LargeGraphs.tree(features: 60)
    #expect(compositionTreeView(graph: large).direction == .leftToRight)
    #expect(couplingView(graph: large).direction == .leftToRight)
    #expect(try compositionTreeView(graph: ExampleGraphs.lessonsApp()).direction == .topToBottom)
    let chain = LargeGraphs.tree(features: 20, fanOut: 1)
    #expect(compositionTreeView(graph: chain).direction == .topToBottom)
  }

  @Test func aLongLabelIsBrokenAtSpacesAndDotsWithNothingLost() throws {
    let name: FeatureID = "ModuloDeAjustesAvanzados.DestinoDeNavegacion.Pantalla"
    let payload = ["TaskResult<IdentifiedArrayOf<Resena.State>>", "pagina: Int", "total: Int"]
    let graph = ArchitectureGraph(
      roots: [name],
      features: [Feature(id: name, actions: [.leaf("respuestaRecibida", payload)])])
    let tree = actionTreeView(graph: graph)
    let root = try #require(tree.node("action:\(name.rawValue)"))
    #expect(root.label == "ModuloDeAjustesAvanzados.DestinoDeNavegacion.\nPantalla.Action")
    let leaf = try #require(tree.nodes.first { $0.label.hasPrefix("respuestaRecibida") })
    #expect(
      leaf.label
        == "respuestaRecibida(\nTaskResult<IdentifiedArrayOf<Resena.State>>,\npagina: Int, total: Int)"
    )
  }
}
