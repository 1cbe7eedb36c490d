/// The domain a written reducer type names: `some ReducerOf<App>`, `some Reducer<App.State,
/// App.Action>`, `Reduce<App.State, App.Action>`, `ReducerProtocolOf<App>`. The one reading of
/// it, for bodies, members and extensions of `Reducer`.
package struct WrittenReducerDomain: Equatable {
  /// The feature named as a whole (`App` in `ReducerOf<App>`).
  var feature: String?
  /// The state type as written (`App.State`).
  package var state: String?
  /// The action type as written (`App.Action`).
  package var action: String?

  /// Reads a written type; `nil` when it names no reducer domain.
  package init?(_ written: String) {
    var text = written.trimmingCharacters()
    for prefix in ["some ", "any "] where text.hasPrefix(prefix) {
      text = String(text.dropFirst(prefix.count))
    }
    let (base, arguments) = SyntaxReading.genericParts(text)
    let short = base.split(separator: ".").last.map(String.init) ?? base
    guard short.hasPrefix("Reduce") else { return nil }
    if short.hasSuffix("Of"), arguments.count == 1 {
      feature = arguments[0]
    } else if arguments.count == 2 {
      state = arguments[0]
      action = arguments[1]
    } else {
      return nil
    }
  }

  /// The feature whose domain this is: `App` for `ReducerOf<App>`, for `App.State`, or (a
  /// reducer generic over its state) for `App.Action`.
  package var host: String? {
    if let feature { return feature }
    if let state, state.hasSuffix(".State") { return String(state.dropLast(".State".count)) }
    if let action, action.hasSuffix(".Action") { return String(action.dropLast(".Action".count)) }
    return nil
  }
}
