import Foundation
import TreeIntrospect

/// The profile editor of lesson 000: flat private cases and a published `Delegate`.
public struct EditorPerfil {
  public struct State {
    var perfil: Perfil
    var guardando = false
  }

  public enum Action {
    case delegate(Delegate)
    case guardarPulsado
    case cancelarPulsado
    case guardadoConExito(Perfil)
    case guardadoFallido

    public enum Delegate: CaseIterable {
      case perfilGuardado(Perfil)
      case edicionDescartada

      public static var allCases: [Delegate] {
        [.perfilGuardado(Perfil(id: UUID(), nombre: "")), .edicionDescartada]
      }
    }
  }
}

extension EditorPerfil: TreeIntrospectable {
  public static var introspection: Introspection {
    Introspection(
      actions: [
        .delegate(Action.Delegate.self),
        .case("guardarPulsado"),
        .case("cancelarPulsado"),
        .case("guardadoConExito", "Perfil"),
        .case("guardadoFallido"),
      ],
      handlers: [.on("delegate")],
      emissions: [
        .sends("guardadoConExito", from: .effect),
        .sends("guardadoFallido", from: .effect),
        .sends("delegate", "perfilGuardado"),
        .sends("delegate", "edicionDescartada"),
      ],
      dependencies: [.uses(.apiClient)])
  }
}
