import TreeIntrospect

/// A reducer value from before TCA 0.40 (`let appReducer = Reducer<AppState, AppAction,
/// AppEnvironment>.combine(…)`, `AnyReducer` in 0.40–0.52), read from its declaration.
struct RawValueReducer: Codable, Equatable, Sendable {
  /// The feature id: the value's name, qualified by its enclosing type for a static member
  /// (`appReducer`, `AppCore.reducer`, `Reducer.settings` in `extension Reducer where …`).
  var name: String
  /// The enclosing type as written (`AppCore`, `Reducer`), empty at file scope.
  var scope: String
  /// The `State` and `Action` as written, when the declaration names them.
  var stateType: String?
  var actionType: String?
  /// What the value combines, one element per argument of the outermost `combine`.
  var elements: [RawValueElement]
  var location: SourceLocation
  /// The module of the declaring file, set before assembly.
  var module = ""
}

/// One argument of a value's `combine`, with everything it composes.
struct RawValueElement: Codable, Equatable, Sendable {
  enum Part: Codable, Equatable, Sendable {
    /// `child.pullback(…)`, `child.optional().pullback(…)`, `row.forEach(…)`; the composition's
    /// one child is the reducer value (or, for `AnyReducer { _ in X() }`, the type) as written.
    case pullback(RawComposition, childIsType: Bool)
    /// Another reducer value combined as it is, on the same domain (`analyticsReducer`).
    case value(String, SourceLocation)
  }

  var parts: [Part] = []
}
