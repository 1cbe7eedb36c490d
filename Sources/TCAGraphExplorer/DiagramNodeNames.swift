import TreeIntrospect

/// How the views name the nodes that stand for a whole feature, read back from a picture: the
/// composition, delegate flow, coupling and modules views draw feature `X` as node `feature:X`,
/// the action tree draws its `Action` as `action:X`.
enum DiagramNodeNames {
  /// The feature node `name` stands for, or `nil` for any other node.
  static func feature(named name: String) -> FeatureID? {
    for prefix in ["feature:", "action:"] where name.hasPrefix(prefix) {
      return FeatureID(rawValue: String(name.dropFirst(prefix.count)))
    }
    return nil
  }
}
