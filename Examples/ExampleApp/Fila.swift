import Foundation
import TreeIntrospect

/// One row of the list, in an `IdentifiedArrayOf<Fila.State>`.
public struct Fila {
  public struct State: Identifiable {
    public var id: UUID
    var favorito = false
  }

  public enum Action {
    case view(View)
    case delegate(Delegate)

    public enum View: CaseIterable {
      case favoritoPulsado
    }
    public enum Delegate: CaseIterable {
      case favoritoMarcado(UUID)

      public static var allCases: [Delegate] { [.favoritoMarcado(UUID())] }
    }
  }
}

extension Fila: TreeIntrospectable {
  public static var introspection: Introspection {
    Introspection(
      actions: [.view(Action.View.self), .delegate(Action.Delegate.self)],
      emissions: [.sends("delegate", "favoritoMarcado")])
  }
}
