import TCAGraph
import Testing
import TreeIntrospect

@Suite struct ViewFeatureLanesTests {
  @Test func editorsLanesListRealCasesInLaneColours() throws {
    let lanes = try featureLanesView(for: "Editor", in: ExampleGraphs.lessonsApp())
    let view = try #require(lanes.node("lane:view"))
    #expect(view.label == "Action.view\n\nalAparecer\ntextoEditado(String)\nguardarPulsado")
    #expect(view.fillColor == "#a6e3a1")
    #expect(try #require(lanes.node("lane:internal")).fillColor == "#f9e2af")
    let delegate = try #require(lanes.node("lane:delegate"))
    #expect(delegate.fillColor == "#f38ba8")
    #expect(delegate.label.contains("documentoGuardado(UUID)"))
    #expect(try #require(lanes.node("parent")).label == "parent reducer\nAppFeature")
  }

  @Test func theParentBoxNamesAnAncestorThatMatchesTheDelegateFacts() throws {
    var features = try ExampleGraphs.lessonsApp().features
    let app = try #require(features.firstIndex { $0.id == "AppFeature" })
    features[app].handlers.append(
      Handler(
        route: ["lista", "editorPerfil", "presented", "delegate", "perfilGuardado"],
        owner: "EditorPerfil", match: .delegate))
    let graph = ArchitectureGraph(roots: ["AppFeature"], features: features)
    let lanes = featureLanesView(for: "EditorPerfil", in: graph)
    #expect(
      try #require(lanes.node("parent")).label
        == "parent reducer\nLista\n\nfacts matched by\nAppFeature\nLista")
    let unchanged = try featureLanesView(for: "EditorPerfil", in: ExampleGraphs.lessonsApp())
    #expect(try #require(unchanged.node("parent")).label == "parent reducer\nLista")
  }

  @Test func theFlowFollowsLesson003() throws {
    let lanes = try featureLanesView(for: "Editor", in: ExampleGraphs.lessonsApp())
    let pairs = lanes.edges.map { "\($0.from)>\($0.to)" }
    #expect(
      pairs == [
        "view>lane:view", "lane:view>reducer", "reducer>effect", "effect>lane:internal",
        "lane:internal>reducer", "reducer>lane:delegate", "lane:delegate>parent",
      ])
  }

  @Test func casesOutsideTheLanesGetABoxOfTheirOwn() throws {
    let lanes = try featureLanesView(for: "Resena", in: ExampleGraphs.lessonsApp())
    let flat = try #require(lanes.node("flat"))
    #expect(flat.label == "Action (outside the lanes)\n\nbloquearPulsado\nborrarPulsado")
    #expect(lanes.node("lane:view") == nil)
    #expect(lanes.node("lane:delegate") != nil)
    #expect(try #require(lanes.node("parent")).label == "parent reducer\nAppFeature (through Path)")
  }

  @Test func theBoxOfCasesOutsideTheLanesTakesThePicturesBackgroundInEitherTheme() throws {
    let lanes = try featureLanesView(for: "Resena", in: ExampleGraphs.lessonsApp())
    let flat = try #require(lanes.node("flat"))
    #expect(flat.fillColor == nil && flat.textColor == nil, "no white box on a dark page")
    let dark = DOTEmitter(theme: .dark).emit(lanes)
    let lines = dark.split(separator: "\n")
    let line = try #require(lines.first { $0.contains("\"flat\" [") })
    #expect(!line.contains("#ffffff") && !line.contains("white"), "\(line)")
    let defaults = try #require(lines.first { $0.contains("node [") })
    #expect(
      defaults.contains("fontcolor=\"\(Palette.Dark.foreground)\""),
      "its text reads on the dark background: \(defaults)")
  }

  @Test func aFeatureWithoutLanesSaysSo() throws {
    let catalogo = Feature(
      id: "Catalogo",
      actions: [.leaf("filtroCambiado", ["Filtro"]), .leaf("productoPulsado", ["Producto.ID"])])
    let graph = ArchitectureGraph(roots: ["Catalogo"], features: [catalogo])
    let lanes = featureLanesView(for: "Catalogo", in: graph)
    #expect(try #require(lanes.node("flat")).label.hasPrefix("Action (no lanes)"))
    #expect(lanes.node("lane:delegate") == nil)
  }

  @Test func longLanesAreCapped() throws {
    let cases = (1...10).map { ActionCase.leaf("caso\($0)") }
    let graph = ArchitectureGraph(
      roots: ["Big"],
      features: [
        Feature(id: "Big", actions: [.group("view", lane: .view, typeName: "View", cases: cases)])
      ])
    let label = try #require(featureLanesView(for: "Big", in: graph).node("lane:view")).label
    #expect(label.hasSuffix("caso7\n+3 more"))
  }

  @Test func listsTheFeaturesWithActionsOfTheirOwn() throws {
    // The Path enum only routes its screens' actions: no lanes to draw.
    #expect(
      try featuresWithActions(in: ExampleGraphs.lessonsApp()).map(\.rawValue) == [
        "Catalogo", "Editor", "EditorPerfil", "Fila", "Lista", "ListaResenas", "Resena",
      ])
  }

  @Test func anUnknownFeatureGivesAMessageNotACrash() throws {
    let lanes = try featureLanesView(for: "Nope", in: ExampleGraphs.lessonsApp())
    #expect(lanes.nodes.map(\.label) == ["Nope is not in the graph"])
  }
}
