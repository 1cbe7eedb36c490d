import TCAGraph
import Testing
import TreeIntrospect

@Suite struct FocusSuggestionTests {
  @Test func theRootsChildReachingTheMostFeaturesIsSuggested() throws {
    // AppFeature composes Lista (reaching EditorPerfil), Editor, Fila, and AppFeature.Path
    // (reaching Resena, ListaResenas and Catalogo): the path enum reaches the most.
    #expect(try ExampleGraphs.lessonsApp().focusSuggestion == "AppFeature.Path")
  }

  @Test func aTieGoesToTheFirstChildAndAGraphWithoutChildrenHasNone() {
    let leaf = { (id: FeatureID) in Feature(id: id, kind: .reducer) }
    var app = leaf("App")
    app.children = ["A", "B"].enumerated().map { order, name in
      ChildScope(
        operator: .scope, statePath: name, actionPath: name, child: FeatureID(rawValue: name),
        order: order)
    }
    let graph = ArchitectureGraph(roots: ["App"], features: [app, leaf("A"), leaf("B")])
    #expect(graph.focusSuggestion == "A")
    #expect(ArchitectureGraph(roots: ["A"], features: [leaf("A")]).focusSuggestion == nil)
  }
}
