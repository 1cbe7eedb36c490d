import TCAGraph
import Testing
import TreeIntrospect

@Suite struct ModuleRestrictionTests {
  @Test func theGraphListsItsModules() throws {
    #expect(
      try ModuleGraphs.modularApp().moduleNames == [
        "App", "EditorFeature", "ListFeature", "ReviewsFeature",
      ])
    #expect(try ExampleGraphs.lessonsApp().moduleNames == [])
  }

  @Test func restrictionKeepsTheModulesFeaturesAndTheirReferences() throws {
    let graph = try ModuleGraphs.modularApp().restricted(toModules: ["App", "EditorFeature"])
    #expect(graph.features.map(\.id) == ["AppFeature", "AppFeature.Path", "Editor"])
    #expect(graph.roots == ["AppFeature"])
    let app = try #require(graph.feature("AppFeature"))
    #expect(try app == ModuleGraphs.modularApp().feature("AppFeature"))
    #expect(app.children.map(\.child).contains("Lista"))
  }

  @Test func aRootedCutKeepsOnlyTheClientsItsFeaturesUse() throws {
    let editor = try ExampleGraphs.lessonsApp().rooted(at: "Editor")
    #expect(editor.dependencyClients?.map(\.id) == ["api", "borradores"])
    try editor.validate()
    let lista = try ExampleGraphs.lessonsApp().rooted(at: "Lista")
    #expect(lista.dependencyClients?.map(\.id) == ["apiClient"])
  }

  @Test func featuresWhoseParentsWereRemovedBecomeRoots() throws {
    let graph = try ModuleGraphs.modularApp().restricted(toModules: [
      "ReviewsFeature", "ListFeature",
    ])
    #expect(
      graph.features.map(\.id) == ["EditorPerfil", "Fila", "Lista", "ListaResenas", "Resena"])
    #expect(graph.roots == ["Fila", "Lista", "ListaResenas", "Resena"])
  }

  @Test func aFeatureStillComposedInsideTheSelectionIsNoRoot() throws {
    var features = try ModuleGraphs.modularApp().features
    let index = try #require(features.firstIndex { $0.id == "Lista" })
    features[index].children = [
      ChildScope(
        operator: .forEach, statePath: "filas", actionPath: "filas", child: "Fila", order: 0)
    ]
    let graph = ArchitectureGraph(roots: ["AppFeature"], features: features)
      .restricted(toModules: ["ListFeature"])
    #expect(graph.roots == ["Lista"])
  }

  @Test func featuresWithoutAModuleAreNeverKept() throws {
    let graph = try ModuleGraphs.modularApp().restricted(toModules: ["App"])
    #expect(graph.feature("Catalogo") == nil)
    #expect(try ExampleGraphs.lessonsApp().restricted(toModules: ["App"]).features.isEmpty)
  }

  @Test func anUnknownModuleNamesTheKnownOnesAndTheNearest() throws {
    let error = #expect(throws: UnknownModuleError.self) {
      try ModuleGraphs.modularApp().checkModules(["App", "EditorFeatur"])
    }
    #expect(
      error?.description
        == "unknown module 'EditorFeatur'; did you mean 'EditorFeature'? "
        + "(modules: App, EditorFeature, ListFeature, ReviewsFeature)")
    #expect(throws: Never.self) { try ModuleGraphs.modularApp().checkModules(["App"]) }
    let none = #expect(throws: UnknownModuleError.self) {
      try ExampleGraphs.lessonsApp().checkModules(["App"])
    }
    #expect(none?.description == "unknown module 'App': the graph has no module information")
  }
}
