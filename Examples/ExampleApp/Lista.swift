import Foundation
import TreeIntrospect

/// The list screen; it presents ``EditorPerfil`` and listens only to its delegate (lesson 000).
public struct Lista {
  public struct State {
    var editorPerfil: EditorPerfil.State?
    var perfiles: [Perfil] = []
  }

  public enum Action {
    case view(View)
    case editorPerfil(PresentationAction<EditorPerfil.Action>)

    public enum View: CaseIterable {
      case alAparecer
      case editarPerfilPulsado(Perfil)

      public static var allCases: [View] {
        [.alAparecer, .editarPerfilPulsado(Perfil(id: UUID(), nombre: ""))]
      }
    }
  }
}

extension Lista: TreeIntrospectable {
  public static var introspection: Introspection {
    Introspection(
      body: [.reduce(.ifLet("$editorPerfil", action: "editorPerfil", EditorPerfil.self))],
      actions: [
        .view(Action.View.self),
        .presentation("editorPerfil", EditorPerfil.self),
      ],
      handlers: [
        .on(
          "editorPerfil", "presented", "delegate", "perfilGuardado",
          does: .mutatesState, .dismiss("editorPerfil")),
        .on(
          "editorPerfil", "presented", "delegate", "edicionDescartada",
          does: .dismiss("editorPerfil")),
        .on("editorPerfil"),
      ])
  }
}
