import TreeIntrospect

/// The coupling map: every parent → child composition, coloured by how the parent treats the
/// child's contract. Green: the parent matches only `delegate`, wrapper cases or whole children;
/// red: it matches private cases (`view`, `_internal`, flat), listed on the edge; grey: it
/// matches nothing of that child.
public func couplingView(graph: ArchitectureGraph) -> GraphDescription {
  let queries = GraphQueries(graph)
  let edges = couplingEdges(in: graph)
  let starts = Set(queries.startFeatures(focus: nil))
  var nodes: [GraphNode] = []
  var seen = Set<FeatureID>()
  var order: [FeatureID] = []
  func visit(_ id: FeatureID) {
    guard seen.insert(id).inserted else { return }
    order.append(id)
    for scope in queries.children(of: id) { visit(scope.child) }
  }
  for start in queries.startFeatures(focus: nil) { visit(start) }
  for id in queries.sortedIDs { visit(id) }
  for id in order {
    let feature = queries.byID[id]
    let isEnum = feature?.kind == .enumReducer
    nodes.append(
      GraphNode(
        id: "feature:\(id.rawValue)", label: id.rawValue, shape: isEnum ? .folder : .box,
        fillColor: starts.contains(id)
          ? Palette.root : (isEnum ? Palette.enumReducer : Palette.feature),
        textColor: Palette.text, style: feature == nil ? .dashed : [],
        tooltip: feature?.location?.description))
  }
  var graphEdges: [GraphEdge] = []
  var used = Set<CouplingHealth>()
  for edge in edges {
    used.insert(edge.health)
    graphEdges.append(
      GraphEdge(
        from: "feature:\(edge.parent.rawValue)", to: "feature:\(edge.child.rawValue)",
        label: couplingLabel(edge, queries: queries),
        style: edge.health == .breach ? .bold : (edge.health == .unobserved ? .dashed : .solid),
        color: color(edge.health), tooltip: tooltip(edge)))
  }
  var legend: [LegendEntry] = [
    .node("root reducer", fill: Palette.root, text: Palette.text),
    .node("feature", fill: Palette.feature, text: Palette.text),
  ]
  if used.contains(.healthy) {
    legend.append(
      .edge("matches only delegate, wrapper or whole-child cases", color: Palette.healthy))
  }
  if used.contains(.breach) {
    legend.append(
      .edge("matches private cases (view, _internal, flat)", style: .bold, color: Palette.breach))
  }
  if used.contains(.unobserved) {
    legend.append(.edge("matches nothing of the child", style: .dashed, color: Palette.neutral))
  }
  return GraphDescription(
    title: "Coupling: which parents match which child actions", direction: .topToBottom,
    nodes: nodes, edges: graphEdges, legend: legend)
}

private func color(_ health: CouplingHealth) -> String {
  switch health {
  case .healthy: Palette.healthy
  case .breach: Palette.breach
  case .unobserved: Palette.neutral
  }
}

/// `2 private: view.guardarPulsado, _internal.guardadoTerminado` over `1 delegate`.
private func couplingLabel(_ edge: CouplingEdge, queries: GraphQueries) -> String {
  var lines: [String] = []
  if !edge.privateMatches.isEmpty {
    var counts: [HandlerMatch: Int] = [:]
    for handler in edge.privateMatches { counts[handler.match, default: 0] += 1 }
    let kinds = [HandlerMatch.view, .internal, .other].compactMap { match in
      counts[match].map { "\($0) \(match == .other ? "flat" : match.rawValue)" }
    }
    let cases = edge.privateMatches.map { privateCase($0, parent: edge.parent, queries: queries) }
    var seen = Set<String>()
    let unique = cases.filter { seen.insert($0).inserted }
    let total = edge.privateMatches.count
    lines.append("\(total) private (\(kinds.joined(separator: ", "))):")
    lines.append(LabelText.inline(unique, perLine: 2))
  }
  var healthy: [String] = []
  if !edge.delegateMatches.isEmpty { healthy.append("\(edge.delegateMatches.count) delegate") }
  let wrappers = edge.otherMatches.filter { $0.match == .wrapper }.count
  let catchAll = edge.otherMatches.filter { $0.match == .catchAll }.count
  let unresolved = edge.otherMatches.filter { $0.match == .unresolved }.count
  if wrappers > 0 { healthy.append("\(wrappers) wrapper") }
  if catchAll > 0 { healthy.append("\(catchAll) catch-all") }
  if unresolved > 0 { healthy.append("\(unresolved) unresolved") }
  if !healthy.isEmpty { lines.append(healthy.joined(separator: " · ")) }
  return lines.joined(separator: "\n")
}

/// The matched case as seen inside its owner: `view.guardarPulsado`, or `Fila: view.x` when the
/// owner is deeper than the direct child.
private func privateCase(_ handler: Handler, parent: FeatureID, queries: GraphQueries) -> String {
  let start = queries.ownerStart(of: handler.route, from: parent)
  let inner = handler.route.dropFirst(start).joined(separator: ".")
  let owner = handler.owner ?? queries.graph.resolve(route: handler.route, from: parent).owner
  let direct = handler.route.first.flatMap { queries.childFeature(ofCase: $0, in: parent) }
  return owner == direct || owner == parent ? inner : "\(owner.shortName): \(inner)"
}

private func tooltip(_ edge: CouplingEdge) -> String {
  let handlers = edge.privateMatches + edge.delegateMatches + edge.otherMatches
  let lines = handlers.map { handler in
    let place = handler.location.map { "\($0): " } ?? ""
    return place + (handler.pattern ?? handler.route.joined(separator: "."))
  }
  return ([LabelText.operatorCall(edge.scope)] + lines).joined(separator: "\n")
}
