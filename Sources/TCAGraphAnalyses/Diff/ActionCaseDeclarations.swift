import TreeIntrospect

/// A feature's action cases flattened: every leaf and child case with its path from the top of
/// the `Action` enum and its declaration; a group (`View`, `Delegate`) is in its cases' paths.
struct ActionCaseDeclaration: Hashable {
  /// The case names from the top of the enum, dot-separated (`delegate.saved`).
  var path: String
  /// The case as Swift declares it: `saved(Item)`, `editor(PresentationAction<Editor.Action>)`.
  var declaration: String
  /// The declaration after the case's name: what a rename keeps (`(Item)`).
  var payload: String
  var lane: Lane?
  /// For a child case: the child feature, whose name a rename of it changes.
  var child: FeatureID?
  var location: SourceLocation?

  /// The path without its last name: the group the case is in (empty at the top).
  var group: String {
    guard let dot = path.lastIndex(of: ".") else { return "" }
    return String(path[..<dot])
  }

  /// Every leaf and child case of `actions`, in declaration order.
  static func all(_ actions: [ActionCase], prefix: String = "") -> [ActionCaseDeclaration] {
    actions.flatMap { action -> [ActionCaseDeclaration] in
      let path = prefix.isEmpty ? action.name : prefix + "." + action.name
      switch action.kind {
      case .group:
        return all(action.cases, prefix: path)
      case .leaf, .child:
        let payload = payloadText(of: action)
        return [
          ActionCaseDeclaration(
            path: path, declaration: action.name + payload, payload: payload, lane: action.lane,
            child: action.kind == .child ? action.child : nil, location: action.location)
        ]
      }
    }
  }

  /// `(A, B)` for a leaf's payload (empty for none); the wrapped child action for a child case.
  private static func payloadText(of action: ActionCase) -> String {
    if action.kind == .child, let child = action.child {
      let name = child.rawValue
      switch action.wrapper ?? .bare {
      case .bare: return "(\(name).Action)"
      case .presentation: return "(PresentationAction<\(name).Action>)"
      case .identified: return "(IdentifiedActionOf<\(name)>)"
      case .stack: return "(StackActionOf<\(name)>)"
      }
    }
    return action.payload.isEmpty ? "" : "(" + action.payload.joined(separator: ", ") + ")"
  }
}
