package import TreeIntrospect

/// A reducer value from before TCA 0.40 (`let appReducer = Reducer<AppState, AppAction,
/// AppEnvironment>.combine(…)`, `AnyReducer` in 0.40–0.52), read from its declaration.
package struct RawValueReducer: Codable, Equatable, Sendable {
  /// The feature id: the value's name, qualified by its enclosing type for a static member
  /// (`appReducer`, `AppCore.reducer`, `Reducer.settings` in `extension Reducer where …`).
  package var name: String
  /// The enclosing type as written (`AppCore`, `Reducer`), empty at file scope.
  package var scope: String
  /// The `State` and `Action` as written, when the declaration names them.
  package var stateType: String?
  package var actionType: String?
  /// What the value combines, one element per argument of the outermost `combine`.
  package var elements: [RawValueElement]
  package var location: SourceLocation
  /// The module of the declaring file, set before assembly.
  package var module = ""
}

/// One argument of a value's `combine`, with everything it composes.
package struct RawValueElement: Codable, Equatable, Sendable {
  package enum Part: Codable, Equatable, Sendable {
    /// `child.pullback(…)`, `child.optional().pullback(…)`, `row.forEach(…)`; the composition's
    /// one child is the reducer value (or, for `AnyReducer { _ in X() }`, the type) as written.
    case pullback(RawComposition, childIsType: Bool)
    /// Another reducer value combined as it is, on the same domain (`analyticsReducer`).
    case value(String, SourceLocation)
  }

  package var parts: [Part] = []
}
