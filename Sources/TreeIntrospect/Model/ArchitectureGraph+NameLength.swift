extension ArchitectureGraph {
  /// The most UTF-8 bytes a feature id or action case name may take: far beyond any Swift
  /// type or case name, and a bound on what a forged IR file can make every picture and page
  /// repeat. Pictures show a long name shortened and keep it whole in the tooltip, so every name
  /// within the bound can be drawn.
  public static let maximumNameBytes = 65_536

  /// Why a name in this graph is too long, naming it by its first characters and its place;
  /// `nil` when every feature id and action case name fits in ``maximumNameBytes``. The scanner
  /// checks the graph it builds and `tca-graph` a graph read with `--input`, so an IR file that
  /// `dump` writes is always read back.
  public var overlongName: String? {
    func problem(_ kind: String, _ name: String, _ location: SourceLocation?) -> String? {
      guard name.utf8.count > Self.maximumNameBytes else { return nil }
      let place = location.map { " at \($0.file):\($0.line)" } ?? ""
      return "\(kind) '\(name.prefix(40))…'\(place) is \(name.utf8.count) bytes long; names "
        + "longer than \(Self.maximumNameBytes) bytes are not read"
    }
    for feature in features {
      if let found = problem("feature", feature.id.rawValue, feature.location) { return found }
      var pending = feature.actions
      while let action = pending.popLast() {
        if let found = problem("action case", action.name, action.location) { return found }
        pending += action.cases
      }
    }
    return nil
  }
}
