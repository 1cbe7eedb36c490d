import Foundation
import TreeIntrospect

/// The root of the lessons' app: a list, a presented editor, rows, and a navigation stack.
///
/// The types mirror the TCA code of the lessons without depending on TCA; the registration below
/// reads like the `body` it describes:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.lista, action: \.lista) { Lista() }
///   Reduce { state, action in … }
///     .ifLet(\.$editor, action: \.editor) { Editor() }
///     .forEach(\.filas, action: \.filas) { Fila() }
///     .forEach(\.camino, action: \.camino)
/// }
/// ```
public struct AppFeature {
  public struct State {
    var lista = Lista.State()
    var editor: Editor.State?
    var filas: [Fila.State] = []
    var camino: [Path.State] = []
    var recientes: [UUID] = []
    var autoresBloqueados: Set<UUID> = []
  }

  public enum Action {
    case lista(Lista.Action)
    case editor(PresentationAction<Editor.Action>)
    case filas(IdentifiedAction<Fila.Action>)
    case camino(StackAction<Path.Action>)
  }

  /// The screens of the navigation stack: `@Reducer enum Path`.
  public enum Path {
    public enum State {
      case resena(Resena.State)
      case listaResenas(ListaResenas.State)
      case catalogo(Catalogo.State)
    }
    public enum Action {
      case resena(Resena.Action)
      case listaResenas(ListaResenas.Action)
      case catalogo(Catalogo.Action)
    }
  }
}

extension AppFeature: TreeIntrospectable {
  public static var introspection: Introspection {
    Introspection(
      body: [
        .scope("lista", Lista.self),
        .reduce(
          .ifLet("$editor", action: "editor", Editor.self),
          .forEach("filas", Fila.self),
          .forEachStack("camino", Path.self)
        ),
      ],
      actions: [
        .child("lista", Lista.self),
        .presentation("editor", Editor.self),
        .identified("filas", Fila.self),
        .stack("camino", Path.self),
      ],
      handlers: [
        .on(
          "camino", "element", "resena", "delegate", "autorBloqueado",
          does: .write(stack: "camino", case: "listaResenas"), .mutatesState),
        .on(
          "camino", "element", "resena", "delegate", "resenaBorrada",
          does: .write(stack: "camino", case: "listaResenas"), .pop(from: "camino")),
        .on(
          "camino", "element", "listaResenas", "delegate", "resenaElegida",
          does: .push(onto: "camino")),
        .on("camino"),
        .on(
          "editor", "presented", "delegate", "documentoGuardado",
          does: .mutatesState, .dismiss("editor")),
        .on("editor", "presented", "delegate", "edicionCancelada", does: .dismiss("editor")),
        .on("editor"),
        .on("filas", "element", "delegate", "favoritoMarcado", does: .mutatesState),
        .on("filas"),
        .on("lista"),
      ])
  }
}

extension AppFeature.Path: TreeIntrospectable {
  public static var introspection: Introspection {
    .enumReducer([
      .case("resena", Resena.self),
      .case("listaResenas", ListaResenas.self),
      .case("catalogo", Catalogo.self),
    ])
  }
}
