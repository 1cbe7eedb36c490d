/// One case of a feature's `Action` enum.
public enum ActionRegistration {
  /// A case carrying a child feature's actions.
  case childCase(name: String, feature: any TreeIntrospectable.Type, wrapper: ActionWrapper)
  /// A nested lane enum (`View`, `Internal`, `Delegate`).
  case laneGroup(
    name: String, lane: Lane, typeName: String, casePathable: Bool, cases: [ActionCase])
  /// A plain case with its payload types.
  case plain(ActionCase)

  /// `case lista(Lista.Action)`: exactly one child.
  public static func child(_ name: String, _ feature: any TreeIntrospectable.Type)
    -> ActionRegistration
  {
    .childCase(name: name, feature: feature, wrapper: .bare)
  }

  /// `case editor(PresentationAction<Editor.Action>)`: zero or one.
  public static func presentation(_ name: String, _ feature: any TreeIntrospectable.Type)
    -> ActionRegistration
  {
    .childCase(name: name, feature: feature, wrapper: .presentation)
  }

  /// `case filas(IdentifiedActionOf<Fila>)`: zero or many.
  public static func identified(_ name: String, _ feature: any TreeIntrospectable.Type)
    -> ActionRegistration
  {
    .childCase(name: name, feature: feature, wrapper: .identified)
  }

  /// `case camino(StackAction<Path.State, Path.Action>)`: a navigation stack.
  public static func stack(_ name: String, _ feature: any TreeIntrospectable.Type)
    -> ActionRegistration
  {
    .childCase(name: name, feature: feature, wrapper: .stack)
  }

  /// `case guardarPulsado` or `case respuesta(Perfil)`, outside any lane.
  public static func `case`(_ name: String, _ payload: String...) -> ActionRegistration {
    .plain(.leaf(name, payload))
  }

  /// `case view(View)`, reading the cases of a `CaseIterable` nested enum.
  public static func view<E: CaseIterable>(
    _ type: E.Type, name: String = "view", casePathable: Bool = true
  )
    -> ActionRegistration
  {
    lane(.view, name: name, type, casePathable: casePathable)
  }

  /// `case _internal(Internal)`, reading the cases of a `CaseIterable` nested enum.
  public static func `internal`<E: CaseIterable>(
    _ type: E.Type, name: String = "_internal", casePathable: Bool = true
  ) -> ActionRegistration {
    lane(.internal, name: name, type, casePathable: casePathable)
  }

  /// `case delegate(Delegate)`, reading the cases of a `CaseIterable` nested enum.
  public static func delegate<E: CaseIterable>(
    _ type: E.Type, name: String = "delegate", casePathable: Bool = true
  ) -> ActionRegistration {
    lane(.delegate, name: name, type, casePathable: casePathable)
  }

  /// A lane group whose cases are read from a `CaseIterable` enum: each case's name, and for a
  /// case with a payload, the payload's type (give payload cases a sample value in `allCases`).
  public static func lane<E: CaseIterable>(
    _ lane: Lane, name: String, _ type: E.Type, casePathable: Bool = true
  ) -> ActionRegistration {
    .laneGroup(
      name: name, lane: lane, typeName: String(describing: type), casePathable: casePathable,
      cases: type.allCases.map { CaseReflection.actionCase(of: $0, lane: lane) })
  }
}

/// Reads a case name and payload types off an enum value.
enum CaseReflection {
  static func actionCase(of value: Any, lane: Lane?) -> ActionCase {
    let mirror = Mirror(reflecting: value)
    guard let payload = mirror.children.first, let label = payload.label else {
      return .leaf(String(describing: value), lane: lane)
    }
    return .leaf(label, payloadTypes(of: payload.value), lane: lane)
  }

  private static func payloadTypes(of value: Any) -> [String] {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .tuple else { return [typeName(of: value)] }
    return mirror.children.map { child in
      let type = typeName(of: child.value)
      guard let label = child.label, !label.hasPrefix(".") else { return type }
      return "\(label): \(type)"
    }
  }

  private static func typeName(of value: Any) -> String {
    String(reflecting: type(of: value)).split(separator: ".").dropFirst().joined(separator: ".")
      .nonEmpty ?? String(describing: type(of: value))
  }
}

extension String {
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
