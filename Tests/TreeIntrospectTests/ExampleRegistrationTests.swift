import ExampleApp
import TreeIntrospect
import XCTest

/// The bundled example's registration turns into exactly the architecture of the lessons.
final class ExampleRegistrationTests: XCTestCase {
  private var graph: ArchitectureGraph!

  override func setUpWithError() throws {
    graph = try exampleAppGraph()
  }

  func testWalkFindsEveryFeatureOnceFromTheRoot() {
    XCTAssertEqual(graph.roots, ["AppFeature"])
    XCTAssertEqual(
      graph.features.map(\.id),
      [
        "AppFeature", "AppFeature.Path", "Catalogo", "Editor", "EditorPerfil", "Fila", "Lista",
        "ListaResenas", "Resena",
      ])
    XCTAssertEqual(graph.feature("AppFeature.Path")?.kind, .enumReducer)
    XCTAssertEqual(graph.feature("Editor")?.kind, .reducer)
  }

  func testRootChildrenKeepOperatorPathsAndBodyOrder() throws {
    let children = try XCTUnwrap(graph.feature("AppFeature")?.children)
    XCTAssertEqual(
      children,
      [
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
    XCTAssertTrue(children[1].operator.runsChildFirst)
    XCTAssertFalse(children[0].operator.runsChildFirst)
  }

  func testEnumReducerCasesAreItsChildren() throws {
    let path = try XCTUnwrap(graph.feature("AppFeature.Path"))
    XCTAssertEqual(path.children.map(\.child), ["Resena", "ListaResenas", "Catalogo"])
    XCTAssertEqual(path.children.map(\.operator), [.enumCase, .enumCase, .enumCase])
    XCTAssertEqual(path.children.map(\.order), [0, 1, 2])
    XCTAssertEqual(path.actions.map(\.name), ["resena", "listaResenas", "catalogo"])
    XCTAssertEqual(path.stateFields, [])
  }

  func testStateFieldsFollowFromTheOperators() throws {
    let fields = try XCTUnwrap(graph.feature("AppFeature")?.stateFields)
    XCTAssertEqual(fields.map(\.name), ["lista", "editor", "filas", "camino"])
    XCTAssertEqual(fields.map(\.container), [.value, .presented, .identifiedArray, .stack])
    XCTAssertEqual(fields.last?.typeName, "StackState<AppFeature.Path.State>")
  }

  func testActionTreeHasWrappersAndLanes() throws {
    let root = try XCTUnwrap(graph.feature("AppFeature"))
    XCTAssertEqual(root.actions.map(\.wrapper), [.bare, .presentation, .identified, .stack])
    XCTAssertEqual(root.action(named: "camino")?.child, "AppFeature.Path")

    let editor = try XCTUnwrap(graph.feature("Editor"))
    XCTAssertEqual(editor.actions.map(\.name), ["view", "_internal", "delegate"])
    XCTAssertEqual(editor.actions.map(\.lane), [.view, .internal, .delegate])
    XCTAssertEqual(editor.actions.map(\.typeName), ["View", "Internal", "Delegate"])
    XCTAssertEqual(
      editor.action(named: "view")?.cases.map(\.name),
      ["alAparecer", "textoEditado", "guardarPulsado"])
    XCTAssertEqual(editor.action(named: "view")?.cases[1].payload, ["String"])
    XCTAssertEqual(editor.action(named: "delegate")?.cases[0].payload, ["UUID"])
    XCTAssertEqual(editor.action(named: "delegate")?.cases.map(\.lane), [.delegate, .delegate])

    let perfil = try XCTUnwrap(graph.feature("EditorPerfil"))
    XCTAssertEqual(perfil.action(named: "guardadoConExito")?.payload, ["Perfil"])
    XCTAssertNil(perfil.action(named: "guardadoConExito")?.lane)
    XCTAssertEqual(perfil.action(named: "delegate")?.cases[0].payload, ["Perfil"])
  }

  func testHandlersResolveThroughWrappersToTheDeepestFeature() throws {
    let handlers = try XCTUnwrap(graph.feature("AppFeature")?.handlers)
    let borrada = try XCTUnwrap(handlers.first { $0.route.last == "resenaBorrada" })
    XCTAssertEqual(borrada.owner, "Resena")
    XCTAssertEqual(borrada.match, .delegate)
    XCTAssertEqual(
      borrada.effects,
      [
        HandlerEffect(kind: .stackWrite, target: "camino", detail: "listaResenas"),
        HandlerEffect(kind: .popFrom, target: "camino"),
      ])
    XCTAssertTrue(borrada.mutatesState)
    XCTAssertFalse(borrada.returnsEffect)

    let catchAll = try XCTUnwrap(handlers.first { $0.route == ["editor"] })
    XCTAssertEqual(catchAll.match, .catchAll)
    XCTAssertEqual(catchAll.owner, "AppFeature")

    let favorito = try XCTUnwrap(handlers.first { $0.route.last == "favoritoMarcado" })
    XCTAssertEqual(favorito.owner, "Fila")
    XCTAssertEqual(favorito.match, .delegate)
  }

  func testEmissionsCarryTheirLaneAndOrigin() throws {
    let editor = try XCTUnwrap(graph.feature("Editor"))
    XCTAssertEqual(editor.emissions.map(\.lane), [.internal, .internal, .delegate])
    XCTAssertEqual(editor.emissions.map(\.origin), [.effect, .effect, .reducer])
    XCTAssertEqual(graph.feature("EditorPerfil")?.emissions.first?.lane, nil)
  }
}
