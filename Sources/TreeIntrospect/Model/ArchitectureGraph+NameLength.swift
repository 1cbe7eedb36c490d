extension ArchitectureGraph {
  /// The most UTF-8 bytes a feature id or action case name may take: far beyond any Swift
  /// type or case name, and short enough for every label graphviz draws with it (graphviz reads
  /// at most 16,384 bytes in one label).
  public static let maximumNameBytes = 4_096

  /// Why a name in this graph is too long to draw, naming it by its first characters; `nil` when
  /// every feature id and action case name fits in ``maximumNameBytes``. `tca-graph` checks a
  /// graph read with `--input` before drawing it.
  public var overlongName: String? {
    func problem(_ kind: String, _ name: String) -> String? {
      guard name.utf8.count > Self.maximumNameBytes else { return nil }
      return "\(kind) '\(name.prefix(40))…' is \(name.utf8.count) bytes long; names longer than "
        + "\(Self.maximumNameBytes) bytes cannot be drawn"
    }
    for feature in features {
      if let found = problem("feature", feature.id.rawValue) { return found }
      var pending = feature.actions
      while let action = pending.popLast() {
        if let found = problem("action case", action.name) { return found }
        pending += action.cases
      }
    }
    return nil
  }
}
