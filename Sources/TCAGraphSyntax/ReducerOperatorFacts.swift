package import TreeIntrospect

/// A reducer operator the app writes in an extension of `Reducer`
/// (`func observed(state: WritableKeyPath<State, Meal.State>, action: …) -> some Reducer`),
/// read so that a body calling it (`.observed(state: \.meal, action: \.meal)`) composes what it
/// composes, with the call's paths in place of its parameters.
package struct RawReducerOperator: Codable, Equatable, Sendable {
  /// The function's base name (`observed`).
  package var name: String
  /// Its parameters in order, by argument label and internal name.
  package var parameters: [RawOperatorParameter]
  /// What its body composes; a path held in a parameter is named by
  /// ``RawComposition/stateParameter`` and ``RawComposition/actionParameter``.
  package var elements: [RawBodyElement]
  /// The feature the extension's `where` clause pins it to (`Game`), if any.
  package var domain: String?
  package var location: SourceLocation
}

/// One parameter of a reducer operator.
package struct RawOperatorParameter: Codable, Equatable, Sendable {
  /// The argument label, `nil` for `_`.
  package var label: String?
  /// The name the body uses.
  package var name: String
}

/// A call of a modifier the scanner does not know (`.observed(state: \.meal, action: \.meal)`,
/// `.sounds()`), which may be an operator the app writes.
package struct RawOperatorCall: Codable, Equatable, Sendable {
  package var name: String
  /// The call's arguments in order; a path where the argument reads as one.
  package var arguments: [RawOperatorArgument]
  package var location: SourceLocation

  package init(name: String, arguments: [RawOperatorArgument], location: SourceLocation) {
    self.name = name
    self.arguments = arguments
    self.location = location
  }

  /// Whether the call hands over a state path (labelled `state:` or first and unlabelled) and an
  /// `action:` path: the shape of a scoping operator.
  package var handsOnChildPaths: Bool {
    let state =
      arguments.first { $0.label == "state" } ?? arguments.first { $0.label == nil }
    let action = arguments.first { $0.label == "action" }
    return state?.path != nil && action?.path != nil
  }
}

/// One argument of a call of an operator.
package struct RawOperatorArgument: Codable, Equatable, Sendable {
  package var label: String?
  /// The key path or case path as the IR writes it, `nil` when the argument is none.
  package var path: String?
  package var isCasePath = false
}
