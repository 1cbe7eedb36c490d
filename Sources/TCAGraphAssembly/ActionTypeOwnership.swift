import TCAGraphSyntax
import TreeIntrospect

/// The pass after ``ReducerRecognition``: the action enums features own.
struct ActionTypeOwnership: ReducerReading {
  let table: SymbolTable
  let reducers: RecognizedReducers

  /// Finds features whose body names an action enum of its own
  /// (`some Reducer<FavoritingState<ID>, FavoritingAction>`), so a parent's
  /// `case favorite(FavoritingAction)` is that child. An `X.Action` is left to its name, and an
  /// enum two features claim is nobody's.
  func run() -> [String: FeatureID] {
    var actionTypeOwners: [String: FeatureID] = [:]
    var claims: [String: [String]] = [:]
    for name in featureNames.sorted() {
      guard let type = table[name], !type.isEnum,
        let actionName = table.member("Action", of: name) ?? bodyDomain(of: type).action,
        actionName != name + ".Action",
        !actionName.hasSuffix(".Action") || !isOwnedByItsNamespace(actionName),
        table[actionName]?.isEnum == true
      else { continue }
      claims[actionName, default: []].append(name)
    }
    for (actionName, owners) in claims where owners.count == 1 {
      actionTypeOwners[actionName] = FeatureID(owners[0])
    }
    return actionTypeOwners
  }

  /// Whether `X.Action` belongs to a feature `X` (or to a type that is not a namespace of
  /// reducers), so another reducer aliasing it does not own it.
  private func isOwnedByItsNamespace(_ actionName: String) -> Bool {
    let namespace = String(actionName.dropLast(".Action".count))
    return featureNames.contains(namespace) || hosts[namespace] != nil || table[namespace] == nil
  }
}
