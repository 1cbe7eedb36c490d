import TCAGraph
import Testing
import TreeIntrospect

@Suite struct ViewActionTreeTests {
  let tree: GraphDescription

  init() throws {
    tree = try actionTreeView(graph: ExampleGraphs.lessonsApp())
  }

  func node(labelled label: String) throws -> GraphNode {
    let matches = tree.nodes.filter { $0.label == label }
    #expect(matches.count == 1, "expected one node labelled '\(label)', found \(matches.count)")
    return try #require(matches.first)
  }

  @Test func eachWrappedChildHasOneWrapperNodeOfItsOwnShape() throws {
    let expected: [(NodeShape, String, String, String)] = [
      (.hexagon, "PresentationAction", "case editor", "Editor.Action"),
      (.hexagon, "PresentationAction", "case editorPerfil", "EditorPerfil.Action"),
      (.box3d, "IdentifiedAction", "case filas", "Fila.Action"),
      (.cylinder, "StackAction", "case camino", "AppFeature.Path.Action\n@Reducer enum"),
    ]
    for (shape, type, caseLabel, childLabel) in expected {
      let caseNode = try node(labelled: caseLabel)
      let wrappers = tree.edges(from: caseNode.id).compactMap { tree.node($0.to) }
      #expect(wrappers.count == 1, "\(caseLabel)")
      let wrapper = try #require(wrappers.first)
      #expect(wrapper.label.hasPrefix(type), "\(caseLabel)")
      #expect(wrapper.shape == shape, "\(type)")
      let child = try node(labelled: childLabel)
      #expect(tree.edges(from: wrapper.id).map(\.to) == [child.id])
    }
    #expect(tree.nodes.filter { $0.label.hasPrefix("PresentationAction") }.count == 2)
    #expect(tree.nodes.filter { $0.label.hasPrefix("IdentifiedAction") }.count == 1)
    #expect(tree.nodes.filter { $0.label.hasPrefix("StackAction") }.count == 1)
    let presented = tree.nodes.filter { $0.label == "PresentationAction\n(zero or one)\n+ dismiss" }
    #expect(presented.map(\.shape) == [.hexagon, .hexagon])
  }

  @Test func aBareChildIsAPlainEdgeWithoutWrapper() throws {
    let lista = try node(labelled: "case lista")
    let listaAction = try node(labelled: "Lista.Action")
    #expect(tree.edges(from: lista.id).map(\.to) == [listaAction.id])
  }

  @Test func laneGroupsAndTheirLeavesCarryTheLaneColours() throws {
    let editorAction = try node(labelled: "Editor.Action")
    let groups = tree.edges(from: editorAction.id).compactMap { tree.node($0.to) }
    let colours = Dictionary(uniqueKeysWithValues: groups.map { ($0.label, $0.fillColor) })
    #expect(colours["case view(View)"] == "#a6e3a1")
    #expect(colours["case _internal(Internal)"] == "#f9e2af")
    #expect(colours["case delegate(Delegate)"] == "#f38ba8")
    let delegateGroup = try #require(groups.first { $0.label == "case delegate(Delegate)" })
    let leaves = tree.edges(from: delegateGroup.id).compactMap { tree.node($0.to) }
    #expect(leaves.map(\.label) == ["documentoGuardado(UUID)", "edicionCancelada"])
    #expect(leaves.allSatisfy { $0.fillColor == "#f38ba8" && $0.textColor == "#11111b" })
  }

  @Test func enumReducerShowsItsCasesAndFlatLeavesStayUncoloured() throws {
    let path = try node(labelled: "AppFeature.Path.Action\n@Reducer enum")
    #expect(path.shape == .folder)
    let cases = tree.edges(from: path.id).compactMap { tree.node($0.to)?.label }
    #expect(cases == ["case resena", "case listaResenas", "case catalogo"])
    let resena = try node(labelled: "Resena.Action")
    let resenaChildren = tree.edges(from: resena.id).compactMap { tree.node($0.to) }
    let flat = resenaChildren.filter {
      $0.label == "bloquearPulsado" || $0.label == "borrarPulsado"
    }
    #expect(flat.count == 2)
    #expect(flat.allSatisfy { $0.fillColor == nil })
  }

  @Test func theRootIsBlueAndEveryFeatureHasACluster() throws {
    #expect(try node(labelled: "AppFeature.Action").fillColor == "#89b4fa")
    #expect(
      try tree.clusters.map(\.label).sorted()
        == ExampleGraphs.lessonsApp().features.map(\.id.rawValue).sorted())
  }

  @Test func aSharedChildIsDrawnOnceAndReferencedAgain() throws {
    let graph = ArchitectureGraph(
      roots: ["Root"],
      features: [
        Feature(id: "Root", actions: [.child("a", "A"), .child("b", "B")]),
        Feature(id: "A", actions: [.child("shared", "Shared", wrapper: .presentation)]),
        Feature(id: "B", actions: [.child("shared", "Shared")]),
        Feature(id: "Shared", actions: [.leaf("ping")]),
      ])
    let tree = actionTreeView(graph: graph)
    let shared = tree.nodes.filter { $0.label == "Shared.Action" }
    #expect(shared.count == 1)
    let incoming = tree.edges(to: try #require(shared.first).id)
    #expect(incoming.map(\.style) == [.solid, .dashed])
    #expect(incoming.last?.label == "shared")
    #expect(tree.nodes.filter { $0.label == "ping" }.count == 1)
  }

  @Test func aRecursiveFeatureGetsABackEdgeAndTerminates() throws {
    let graph = ArchitectureGraph(
      roots: ["Folder"],
      features: [
        Feature(
          id: "Folder",
          actions: [.child("subfolders", "Folder", wrapper: .identified), .leaf("opened")])
      ])
    let tree = actionTreeView(graph: graph)
    let folder = try #require(tree.nodes.first { $0.label == "Folder.Action" })
    let back = tree.edges(to: folder.id)
    #expect(back.count == 1)
    #expect(back.first?.label == "recursive")
    #expect(back.first?.constraint == false)
    #expect(tree.nodes.filter { $0.label == "Folder.Action" }.count == 1)
  }

  @Test func maxDepthCollapsesDeeperFeatures() throws {
    let tree = try actionTreeView(graph: ExampleGraphs.lessonsApp(), maxDepth: 1)
    let resena = try #require(tree.nodes.first { $0.label.hasPrefix("Resena.Action") })
    #expect(resena.label == "Resena.Action\n(deeper cases not drawn)")
    #expect(resena.style.contains(.dashed))
    #expect(!tree.nodes.contains { $0.label == "bloquearPulsado" })
    #expect(tree.nodes.contains { $0.label == "guardarPulsado" })
  }

  @Test func focusStartsTheTreeAtOneFeature() throws {
    let tree = try actionTreeView(graph: ExampleGraphs.lessonsApp(), focus: "Editor")
    #expect(tree.title == "Action tree of Editor")
    #expect(tree.nodes.first?.label == "Editor.Action")
    #expect(tree.nodes.first?.fillColor == "#89b4fa")
    #expect(!tree.nodes.contains { $0.label.hasPrefix("AppFeature") })
  }

  @Test func longCaseListsAreCappedWithACount() throws {
    let cases = (1...12).map { ActionCase.leaf("caso\($0)") }
    let graph = ArchitectureGraph(
      roots: ["Big"],
      features: [
        Feature(id: "Big", actions: [.group("view", lane: .view, typeName: "View", cases: cases)])
      ])
    let tree = actionTreeView(graph: graph)
    let group = try #require(tree.nodes.first { $0.label == "case view(View)" })
    let leaves = tree.edges(from: group.id).compactMap { tree.node($0.to)?.label }
    #expect(leaves == (1...7).map { "caso\($0)" } + ["+5 more"])
  }

  @Test func legendNamesTheShapesAndLanesUsed() {
    let labels = tree.legend.map(\.label)
    #expect(labels.contains("PresentationAction (zero or one)"))
    #expect(labels.contains("IdentifiedAction (many)"))
    #expect(labels.contains("StackAction (stack)"))
    #expect(labels.contains("Action._internal group and its cases"))
    #expect(!labels.contains { $0.contains("recursive") })
  }
}
