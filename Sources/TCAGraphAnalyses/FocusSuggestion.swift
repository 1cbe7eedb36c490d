import TreeIntrospect

extension ArchitectureGraph {
  /// The feature to name when suggesting `--focus` on a large app: of the features the roots
  /// compose directly, the one that reaches the most features (the first in the roots' order on a
  /// tie), so the example draws a real part of the app rather than whichever child comes first.
  /// `nil` when no root composes anything.
  public var focusSuggestion: FeatureID? {
    var best: (id: FeatureID, reach: Int)?
    var considered: Set<FeatureID> = Set(roots)
    for root in roots {
      for scope in feature(root)?.children ?? [] where !considered.contains(scope.child) {
        considered.insert(scope.child)
        guard feature(scope.child) != nil else { continue }
        let reach = reachable(from: scope.child).count
        if reach > (best?.reach ?? 0) { best = (scope.child, reach) }
      }
    }
    return best?.id
  }
}
