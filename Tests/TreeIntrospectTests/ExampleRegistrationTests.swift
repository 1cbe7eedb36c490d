import ExampleApp
import Testing
import TreeIntrospect

/// The bundled example's registration turns into exactly the architecture of the lessons.
@Suite struct ExampleRegistrationTests {
  let graph: ArchitectureGraph

  init() throws {
    graph = try exampleAppGraph()
  }

  @Test func walkFindsEveryFeatureOnceFromTheRoot() {
    #expect(graph.roots == ["AppFeature"])
    #expect(
      graph.features.map(\.id) == [
        "AppFeature", "AppFeature.Path", "Catalogo", "Editor", "EditorPerfil", "Fila", "Lista",
        "ListaResenas", "Resena",
      ])
    #expect(graph.feature("AppFeature.Path")?.kind == .enumReducer)
    #expect(graph.feature("Editor")?.kind == .reducer)
  }

  @Test func rootChildrenKeepOperatorPathsAndBodyOrder() throws {
    let children = try #require(graph.feature("AppFeature")?.children)
    #expect(
      children == [
        ChildScope(
          operator: .scope, statePath: "lista", actionPath: "lista", child: "Lista", order: 0),
        ChildScope(
          operator: .ifLet, statePath: "$editor", actionPath: "editor", child: "Editor", order: 1),
        ChildScope(
          operator: .forEach, statePath: "filas", actionPath: "filas", child: "Fila", order: 1),
        ChildScope(
          operator: .stackForEach, statePath: "camino", actionPath: "camino",
          child: "AppFeature.Path", order: 1),
      ])
    #expect(children[1].operator.runsChildFirst)
    #expect(!children[0].operator.runsChildFirst)
  }

  @Test func enumReducerCasesAreItsChildren() throws {
    let path = try #require(graph.feature("AppFeature.Path"))
    #expect(path.children.map(\.child) == ["Resena", "ListaResenas", "Catalogo"])
    #expect(path.children.map(\.operator) == [.enumCase, .enumCase, .enumCase])
    #expect(path.children.map(\.order) == [0, 1, 2])
    #expect(path.actions.map(\.name) == ["resena", "listaResenas", "catalogo"])
    #expect(path.stateFields == [])
  }

  @Test func stateFieldsFollowFromTheOperators() throws {
    let fields = try #require(graph.feature("AppFeature")?.stateFields)
    #expect(fields.map(\.name) == ["lista", "editor", "filas", "camino"])
    #expect(fields.map(\.container) == [.value, .presented, .identifiedArray, .stack])
    #expect(fields.last?.typeName == "StackState<AppFeature.Path.State>")
  }

  @Test func actionTreeHasWrappersAndLanes() throws {
    let root = try #require(graph.feature("AppFeature"))
    #expect(root.actions.map(\.wrapper) == [.bare, .presentation, .identified, .stack])
    #expect(root.action(named: "camino")?.child == "AppFeature.Path")

    let editor = try #require(graph.feature("Editor"))
    #expect(editor.actions.map(\.name) == ["view", "_internal", "delegate"])
    #expect(editor.actions.map(\.lane) == [.view, .internal, .delegate])
    #expect(editor.actions.map(\.typeName) == ["View", "Internal", "Delegate"])
    #expect(
      editor.action(named: "view")?.cases.map(\.name)
        == ["alAparecer", "textoEditado", "guardarPulsado"])
    #expect(editor.action(named: "view")?.cases[1].payload == ["String"])
    #expect(editor.action(named: "delegate")?.cases[0].payload == ["UUID"])
    #expect(editor.action(named: "delegate")?.cases.map(\.lane) == [.delegate, .delegate])

    let perfil = try #require(graph.feature("EditorPerfil"))
    #expect(perfil.action(named: "guardadoConExito")?.payload == ["Perfil"])
    #expect(perfil.action(named: "guardadoConExito")?.lane == nil)
    #expect(perfil.action(named: "delegate")?.cases[0].payload == ["Perfil"])
  }

  @Test func handlersResolveThroughWrappersToTheDeepestFeature() throws {
    let handlers = try #require(graph.feature("AppFeature")?.handlers)
    let borrada = try #require(handlers.first { $0.route.last == "resenaBorrada" })
    #expect(borrada.owner == "Resena")
    #expect(borrada.match == .delegate)
    #expect(
      borrada.effects == [
        HandlerEffect(kind: .stackWrite, target: "camino", detail: "listaResenas"),
        HandlerEffect(kind: .popFrom, target: "camino"),
      ])
    #expect(borrada.mutatesState)
    #expect(!borrada.returnsEffect)

    let catchAll = try #require(handlers.first { $0.route == ["editor"] })
    #expect(catchAll.match == .catchAll)
    #expect(catchAll.owner == "AppFeature")

    let favorito = try #require(handlers.first { $0.route.last == "favoritoMarcado" })
    #expect(favorito.owner == "Fila")
    #expect(favorito.match == .delegate)
  }

  @Test func emissionsCarryTheirLaneAndOrigin() throws {
    let editor = try #require(graph.feature("Editor"))
    #expect(editor.emissions.map(\.lane) == [.internal, .internal, .delegate])
    #expect(editor.emissions.map(\.origin) == [.effect, .effect, .reducer])
    #expect(graph.feature("EditorPerfil")?.emissions.first?.lane == nil)
  }
}
