/// A child action the reducer matches, as a route of case names, and what the arm does.
public struct HandlerRegistration {
  public var route: [String]
  public var effects: [HandlerEffectRegistration]

  /// Matches the route (`"camino", "element", "resena", "delegate", "resenaBorrada"`); the walker
  /// checks it against the action trees.
  public static func on(_ route: String..., does effects: HandlerEffectRegistration...)
    -> HandlerRegistration
  {
    HandlerRegistration(route: route, effects: effects)
  }
}

/// What a handler arm does.
public enum HandlerEffectRegistration {
  /// `state.stack[id: id, case: \.screen]?… = …`.
  case write(stack: String, case: String)
  /// `state.stack.pop(from: id)`.
  case pop(from: String)
  /// `state.stack.removeLast()`.
  case removeLast(from: String)
  /// `state.stack.append(…)`.
  case push(onto: String)
  /// `state.field = nil`.
  case dismiss(String)
  /// `.send(.delegate(.fact))`.
  case sendDelegate(String)
  /// `.send(.child(…))`.
  case send(to: String)
  /// Any other write to `state`.
  case mutatesState
  /// Any other returned effect.
  case returnsEffect

  var effect: HandlerEffect? {
    switch self {
    case .write(let stack, let screen):
      HandlerEffect(kind: .stackWrite, target: stack, detail: screen)
    case .pop(let stack): HandlerEffect(kind: .popFrom, target: stack)
    case .removeLast(let stack): HandlerEffect(kind: .removeLast, target: stack)
    case .push(let stack): HandlerEffect(kind: .push, target: stack)
    case .dismiss(let field): HandlerEffect(kind: .dismiss, target: field)
    case .sendDelegate(let fact): HandlerEffect(kind: .sendDelegate, detail: fact)
    case .send(let child): HandlerEffect(kind: .sendToChild, target: child)
    case .mutatesState, .returnsEffect: nil
    }
  }

  var mutatesState: Bool {
    switch self {
    case .write, .pop, .removeLast, .push, .dismiss, .mutatesState: true
    case .sendDelegate, .send, .returnsEffect: false
    }
  }

  var returnsEffect: Bool {
    switch self {
    case .sendDelegate, .send, .returnsEffect: true
    case .write, .pop, .removeLast, .push, .dismiss, .mutatesState: false
    }
  }
}

/// An action the reducer sends, as a route of case names from its own `Action`.
public struct EmissionRegistration {
  public var route: [String]
  public var origin: EmissionOrigin

  /// `return .send(.delegate(.perfilGuardado(p)))` (origin `.reducer`) or `await send(…)` in an
  /// effect (origin `.effect`).
  public static func sends(_ route: String..., from origin: EmissionOrigin = .reducer)
    -> EmissionRegistration
  {
    EmissionRegistration(route: route, origin: origin)
  }
}
