import TCAGraph
import Testing
import TreeIntrospect

@Suite struct ViewCompositionTreeTests {
  let tree: GraphDescription

  init() throws {
    tree = try compositionTreeView(graph: ExampleGraphs.lessonsApp())
  }

  func edge(_ from: String, _ to: String) throws -> GraphEdge {
    try #require(tree.edges.first { $0.from == "feature:\(from)" && $0.to == "feature:\(to)" })
  }

  @Test func edgesCarryOrderOperatorPathsAndCardinality() throws {
    #expect(try edge("AppFeature", "Lista").label == "1 · Scope(\\.lista, \\.lista)\none")
    #expect(
      try edge("AppFeature", "Editor").label
        == "2 · ifLet(\\.$editor, \\.editor)\nzero or one · child first")
    #expect(
      try edge("AppFeature", "Fila").label == "2 · forEach(\\.filas, \\.filas)\nmany · child first")
    #expect(
      try edge("AppFeature", "AppFeature.Path").label
        == "2 · forEach(\\.camino, \\.camino)\nstack · child first")
  }

  @Test func edgeStylesShowCardinality() throws {
    #expect(try edge("AppFeature", "Lista").style == .solid)
    #expect(try edge("AppFeature", "Editor").style == .dashed)
    #expect(try edge("AppFeature", "Fila").style == .bold)
  }

  @Test func rootIsBlueAndEnumReducersAreFoldersNamingTheirCases() throws {
    let root = try #require(tree.node("feature:AppFeature"))
    #expect(root.fillColor == "#89b4fa")
    let path = try #require(tree.node("feature:AppFeature.Path"))
    #expect(path.shape == .folder)
    #expect(path.label == "AppFeature.Path\n@Reducer enum")
    #expect(
      try edge("AppFeature.Path", "ListaResenas").label
        == "2 · Scope(\\.listaResenas, \\.listaResenas)\ncase listaResenas")
  }

  @Test func featureNodesSummariseTheirLanes() throws {
    #expect(
      try #require(tree.node("feature:Editor")).label == "Editor\n3 view · 2 internal · 2 delegate")
    #expect(
      try #require(tree.node("feature:EditorPerfil")).label == "EditorPerfil\n2 delegate · 4 flat")
    let catalogo = Feature(
      id: "Catalogo",
      actions: [.leaf("filtroCambiado", ["Filtro"]), .leaf("productoPulsado", ["Producto.ID"])])
    let flat = compositionTreeView(
      graph: ArchitectureGraph(roots: ["Catalogo"], features: [catalogo]))
    #expect(try #require(flat.node("feature:Catalogo")).label == "Catalogo\n2 flat, no lanes")
  }

  @Test func recursionEndsWithABackEdge() throws {
    let graph = ArchitectureGraph(
      roots: ["Folder"],
      features: [
        Feature(
          id: "Folder",
          children: [
            ChildScope(
              operator: .forEach, statePath: "subfolders", actionPath: "subfolders",
              child: "Folder", order: 0)
          ])
      ])
    let tree = compositionTreeView(graph: graph)
    #expect(tree.nodes.count == 1)
    #expect(tree.edges.count == 1)
    #expect(tree.edges.first?.constraint == false)
    #expect(tree.edges.first?.style == .dotted)
  }
}
