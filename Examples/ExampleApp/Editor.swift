import Foundation
import TreeIntrospect

/// The document editor of lesson 003, with its actions split into view, _internal and delegate.
public struct Editor {
  public struct State {
    var texto = ""
    var guardando = false
  }

  public enum Action {
    case view(View)
    case _internal(Internal)
    case delegate(Delegate)

    public enum View: CaseIterable {
      case alAparecer
      case textoEditado(String)
      case guardarPulsado

      public static var allCases: [View] { [.alAparecer, .textoEditado(""), .guardarPulsado] }
    }
    public enum Internal: CaseIterable {
      case guardadoTerminado(Bool)
      case borradorRecuperado(String)

      public static var allCases: [Internal] {
        [.guardadoTerminado(true), .borradorRecuperado("")]
      }
    }
    public enum Delegate: CaseIterable {
      case documentoGuardado(UUID)
      case edicionCancelada

      public static var allCases: [Delegate] { [.documentoGuardado(UUID()), .edicionCancelada] }
    }
  }
}

extension Editor: TreeIntrospectable {
  public static var introspection: Introspection {
    Introspection(
      actions: [
        .view(Action.View.self),
        .internal(Action.Internal.self),
        .delegate(Action.Delegate.self),
      ],
      handlers: [.on("delegate")],
      emissions: [
        .sends("_internal", "borradorRecuperado", from: .effect),
        .sends("_internal", "guardadoTerminado", from: .effect),
        .sends("delegate", "documentoGuardado"),
      ],
      dependencies: [.uses(.borradores), .uses(.api)])
  }
}
