import TreeIntrospect

/// How messages name the actions a route reaches.
enum ActionLabels {
  /// The deepest case a route names, quoted (`'guardarPulsado'`), or `nil` when the route stops
  /// at a lane group (`case .view:`) rather than at one case.
  static func caseName(of route: [String], owner: FeatureID, in graph: ArchitectureGraph) -> String?
  {
    guard let last = route.last else { return nil }
    let groups = graph.feature(owner)?.actions.filter { $0.kind == .group }.map(\.name) ?? []
    if groups.contains(last) { return nil }
    return "'\(last)'"
  }

  /// `Editor's view action 'guardarPulsado'` or `Editor's view actions` for a whole lane.
  static func describe(
    _ route: [String], owner: FeatureID, lane: Lane?, in graph: ArchitectureGraph,
    possessive: Bool = true
  ) -> String {
    let noun = lane?.actionNoun ?? "private action"
    let whose = possessive ? "\(owner.shortName)'s " : ""
    if let name = caseName(of: route, owner: owner, in: graph) {
      return "\(whose)\(noun) \(name)"
    }
    return "\(whose)\(noun)s"
  }
}
