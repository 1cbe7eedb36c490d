import Foundation
import TreeIntrospect

/// A review screen on the navigation stack (lesson 004): it emits facts and never handles them.
public struct Resena {
  public struct State {
    public var id: UUID
    var autor: UUID
  }

  public enum Action {
    case delegate(Delegate)
    case bloquearPulsado
    case borrarPulsado

    public enum Delegate: CaseIterable {
      case autorBloqueado(UUID)
      case resenaBorrada(UUID)

      public static var allCases: [Delegate] { [.autorBloqueado(UUID()), .resenaBorrada(UUID())] }
    }
  }
}

extension Resena: TreeIntrospectable {
  public static var introspection: Introspection {
    Introspection(
      actions: [
        .delegate(Action.Delegate.self),
        .case("bloquearPulsado"),
        .case("borrarPulsado"),
      ],
      handlers: [.on("delegate")],
      emissions: [
        .sends("delegate", "autorBloqueado"),
        .sends("delegate", "resenaBorrada"),
      ])
  }
}

/// The list of reviews, lower in the stack; the root writes into it by id and case.
public struct ListaResenas {
  public struct State {
    var resenas: [UUID] = []
  }

  public enum Action {
    case view(View)
    case delegate(Delegate)

    public enum View: CaseIterable {
      case resenaPulsada(UUID)

      public static var allCases: [View] { [.resenaPulsada(UUID())] }
    }
    public enum Delegate: CaseIterable {
      case resenaElegida(UUID)

      public static var allCases: [Delegate] { [.resenaElegida(UUID())] }
    }
  }
}

extension ListaResenas: TreeIntrospectable {
  public static var introspection: Introspection {
    Introspection(
      actions: [.view(Action.View.self), .delegate(Action.Delegate.self)],
      emissions: [.sends("delegate", "resenaElegida")])
  }
}

/// A catalogue screen on the stack, filtered by the root.
public struct Catalogo {
  public struct State {
    var filtro = ""
  }

  public enum Action {
    case view(View)

    public enum View: CaseIterable {
      case alAparecer
      case filtroElegido(String)

      public static var allCases: [View] { [.alAparecer, .filtroElegido("")] }
    }
  }
}

extension Catalogo: TreeIntrospectable {
  public static var introspection: Introspection {
    Introspection(actions: [.view(Action.View.self)])
  }
}
