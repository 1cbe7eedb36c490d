import TCAGraphAnalyses
import TCAGraphSupport
import TreeIntrospect

/// The `coupling` view: ``couplingView(graph:)``.
public struct CouplingView: DiagramView {
  public static let id = "coupling"
  public static let summary =
    "Parent → child edges coloured by the health of the delegate contract."

  public init() {}

  public func diagrams(of graph: ArchitectureGraph, options: DiagramOptions) -> [Diagram] {
    [Diagram(name: Self.id, description: couplingView(graph: graph))]
  }
}

/// The coupling map: every parent → child coupling edge of ``couplingEdges(in:)``, coloured by how
/// the parent treats the child's contract. Green: the parent matches only `delegate`, wrapper cases
/// or whole children; red: it matches private cases (`view`, `_internal`, flat), listed on the
/// edge; grey: it matches nothing of that child.
///
/// `@Reducer enum`s (paths, destinations) are transparent: the reducer that composes one is the
/// parent of every screen it holds (lesson 004), so its handlers are drawn on edges that go past
/// the enum straight to the screens, labelled `via camino (stack)`. The enum and the screens only
/// it composes are grouped in a cluster; its own edges to its cases are thin dotted lines. A
/// screen the parent matches nothing of gets no edge past the enum (the dotted line is its only
/// one), so a destination of many screens is not a fan of grey lines across the picture. A large
/// app much wider than deep is drawn left to right.
///
/// A parent of more than ``couplingChildLimit`` children folds the children that say nothing
/// more (composed only by it, composing nothing, matched through `delegate` or not at all) past
/// the limit into one dashed note; every child it matches private cases of stays drawn.
///
/// Logic reducers (no domain of their own) are not drawn: they are no one's child, and what they
/// match is their host's, on the host's edges (the tooltips say `in GameCenterLogic`).
public func couplingView(graph: ArchitectureGraph) -> GraphDescription {
  let queries = GraphQueries(graph)
  let edges = couplingEdges(in: graph)
  let starts = Set(queries.startFeatures(focus: nil))
  // Depth first from the starts, then the features they do not reach, on an explicit stack (a
  // chain of thousands of compositions must not exhaust the thread's stack).
  var order: [FeatureID] = []
  var seen = Set<FeatureID>()
  for first in queries.startFeatures(focus: nil) + queries.sortedIDs {
    var stack = [first]
    while let id = stack.popLast() {
      guard !queries.isLogic(id), seen.insert(id).inserted else { continue }
      order.append(id)
      stack += queries.domainChildren(of: id).reversed().map(\.child)
    }
  }

  let fold = CouplingFold(edges: edges, queries: queries, starts: starts)
  order.removeAll { fold.hidden.contains($0) }
  let clusterOf = enumClusters(order: order, queries: queries)
  var clusters: [GraphCluster] = []
  var nodes: [GraphNode] = []
  var legendRows = LegendUsage<CouplingLegendRow>(always: [.root, .feature])
  var enumDialects = Set<FeatureDialect>()
  for id in order {
    let feature = queries.byID[id]
    let isEnum = feature?.kind == .enumReducer
    legendRows.record(.enumReducer, if: isEnum)
    if isEnum, let feature { enumDialects.insert(feature.writtenDialect) }
    if isEnum, let cluster = clusterOf[id] {
      clusters.append(
        GraphCluster(
          id: cluster, label: "cases of \(id.rawValue)", parent: clusterOf.owner[id],
          dashed: true))
    }
    legendRows.record(.unread, if: UnreadMark.applies(to: feature))
    nodes.append(
      GraphNode(
        id: "feature:\(id.rawValue)", label: UnreadMark.label(id.rawValue, of: feature),
        shape: isEnum ? .folder : .box,
        fillColor: starts.contains(id)
          ? Palette.root : (isEnum ? Palette.enumReducer : Palette.feature),
        textColor: Palette.text, style: feature == nil ? .dashed : [],
        cluster: isEnum ? clusterOf[id] : clusterOf.owner[id],
        tooltip: UnreadMark.tooltip(feature?.location?.description, of: feature)))
  }

  var graphEdges: [GraphEdge] = []
  for (parent, count) in fold.counts {
    let id = "more:\(parent.rawValue)"
    nodes.append(
      GraphNode(
        id: id,
        label: "+\(count) more children of \(parent.rawValue),\n"
          + "none matched past its delegate\n(tca-graph dump lists all)",
        shape: .note, style: .dashed))
    graphEdges.append(
      GraphEdge(
        from: "feature:\(parent.rawValue)", to: id, style: .dashed, color: Palette.neutral))
  }
  for edge in edges where !fold.hidden.contains(edge.child) {
    let from = "feature:\(edge.parent.rawValue)"
    let to = "feature:\(edge.child.rawValue)"
    let tooltip = tooltip(edge)
    if edge.health == .unobserved, !edge.isDirect { continue }
    if edge.health == .unobserved, queries.byID[edge.parent]?.kind == .enumReducer {
      legendRows.record(.enumCase)
      graphEdges.append(
        GraphEdge(from: from, to: to, style: .dotted, color: Palette.neutral, tooltip: tooltip))
      continue
    }
    if edge.health == .unobserved, edge.isDirect, queries.byID[edge.child]?.kind == .enumReducer {
      legendRows.record(.enumComposition)
      graphEdges.append(
        GraphEdge(
          from: from, to: to, label: viaLabel(edge.scope), color: Palette.line, tooltip: tooltip))
      continue
    }
    legendRows.record(CouplingLegendRow(edge.health))
    graphEdges.append(
      GraphEdge(
        from: from, to: to, label: couplingLabel(edge, queries: queries),
        style: edge.health == .breach ? .bold : (edge.health == .unobserved ? .dashed : .solid),
        color: color(edge.health), tooltip: tooltip))
  }

  legendRows.record(.fold, if: !fold.counts.isEmpty)
  let enumReducer = DialectWords.enumReducer(enumDialects)
  let legend = legendRows.legend { $0.entries(enumReducer: enumReducer) }
  return GraphDescription(
    title: "Coupling: which parents match which child actions",
    direction: queries.preferredDirection(
      from: queries.startFeatures(focus: nil), includingLogic: false),
    nodes: nodes, edges: graphEdges, clusters: clusters, legend: legend
  ).fittingLabels()
}

/// The most children ``couplingView(graph:)`` draws under one parent before it folds the ones
/// that say nothing more.
public let couplingChildLimit = 24

/// The children the coupling view folds: for a parent with more than ``couplingChildLimit``
/// direct edges, the last of its children past the limit that only it composes, that compose
/// nothing, that are not starts and that it matches no private case of.
private struct CouplingFold {
  /// The folded children.
  var hidden = Set<FeatureID>()
  /// How many children each folding parent folds, in the order of `edges`.
  var counts: [(FeatureID, Int)] = []

  init(edges: [CouplingEdge], queries: GraphQueries, starts: Set<FeatureID>) {
    var direct: [FeatureID: [CouplingEdge]] = [:]
    var parents: [FeatureID] = []
    for edge in edges where edge.isDirect {
      if direct[edge.parent] == nil { parents.append(edge.parent) }
      direct[edge.parent, default: []].append(edge)
    }
    for parent in parents {
      let parentEdges = direct[parent] ?? []
      var children: [FeatureID] = []
      var seen = Set<FeatureID>()
      var breached = Set<FeatureID>()
      for edge in parentEdges {
        if seen.insert(edge.child).inserted { children.append(edge.child) }
        if edge.health == .breach { breached.insert(edge.child) }
      }
      guard children.count > couplingChildLimit else { continue }
      let quiet = children.filter { child in
        !breached.contains(child) && !starts.contains(child)
          && queries.byID[child]?.kind == .reducer && queries.parents(of: child) == [parent]
          && queries.children(of: child).isEmpty
      }
      let folded = quiet.suffix(min(quiet.count, children.count - couplingChildLimit))
      guard !folded.isEmpty else { continue }
      hidden.formUnion(folded)
      counts.append((parent, folded.count))
    }
  }
}

/// The cluster of each enum reducer, and the cluster each feature composed only by one enum
/// reducer sits in.
private struct EnumClusters {
  var ofEnum: [FeatureID: String] = [:]
  var owner: [FeatureID: String] = [:]

  subscript(id: FeatureID) -> String? { ofEnum[id] }
}

private func enumClusters(order: [FeatureID], queries: GraphQueries) -> EnumClusters {
  var result = EnumClusters()
  for id in order where queries.byID[id]?.kind == .enumReducer {
    result.ofEnum[id] = "enum:\(id.rawValue)"
  }
  for id in order {
    let parents = queries.parents(of: id)
    guard parents.count == 1, let only = parents.first, only != id,
      let cluster = result.ofEnum[only]
    else { continue }
    result.owner[id] = cluster
  }
  return result
}

private func color(_ health: CouplingHealth) -> String {
  switch health {
  case .healthy: Palette.healthy
  case .breach: Palette.breach
  case .unobserved: Palette.neutral
  }
}

/// `camino (stack)`, `destination (zero or one)`: the parent's composition an edge goes through.
private func viaLabel(_ scope: ChildScope) -> String {
  "\(scope.actionPath) (\(scope.operator.cardinality))"
}

/// `via camino (stack)` over `2 private (1 view, 1 internal):` over the cases over `1 delegate`.
private func couplingLabel(_ edge: CouplingEdge, queries: GraphQueries) -> String {
  var lines: [String] = []
  if !edge.isDirect {
    lines.append("via " + viaLabel(edge.scope))
  } else if queries.byID[edge.child]?.kind == .enumReducer {
    lines.append(viaLabel(edge.scope))
  }
  if !edge.privateMatches.isEmpty {
    var counts: [HandlerMatch: Int] = [:]
    for handler in edge.privateMatches { counts[handler.match, default: 0] += 1 }
    let kinds = [HandlerMatch.view, .internal, .other].compactMap { match in
      counts[match].map { "\($0) \(match == .other ? "flat" : match.rawValue)" }
    }
    let cases = edge.privateMatches.map { privateCase($0, in: edge, queries: queries) }
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
/// owner is deeper than the edge's child.
private func privateCase(_ handler: Handler, in edge: CouplingEdge, queries: GraphQueries)
  -> String
{
  let start = queries.ownerStart(of: handler.route, from: edge.parent)
  let inner = handler.route.dropFirst(start).joined(separator: ".")
  let owner = handler.owner ?? queries.graph.resolve(route: handler.route, from: edge.parent).owner
  return owner == edge.child || owner == edge.parent ? inner : "\(owner.shortName): \(inner)"
}

private func tooltip(_ edge: CouplingEdge) -> String {
  let lines = edge.handlers.map { handler in
    let place = handler.location.map { "\($0): " } ?? ""
    let pattern = handler.pattern ?? handler.route.joined(separator: ".")
    return place + pattern + LabelText.inLogic(handler.via)
  }
  let through =
    edge.isDirect ? [] : ["through " + edge.via.map(\.rawValue).joined(separator: ", ")]
  return ([LabelText.operatorCall(edge.scope)] + through + lines).joined(separator: "\n")
}

/// The rows of the coupling picture's legend, in the order it lists them.
private enum CouplingLegendRow: CaseIterable {
  case root, feature, enumReducer, healthy, breach, unobserved, enumComposition, enumCase, fold
  case unread

  /// The row that explains an edge of `health`.
  init(_ health: CouplingHealth) {
    switch health {
    case .healthy: self = .healthy
    case .breach: self = .breach
    case .unobserved: self = .unobserved
    }
  }

  /// The legend's entries for the row; `enumReducer` is what the drawn dialects call an enum of
  /// features.
  func entries(enumReducer: String) -> [LegendEntry] {
    switch self {
    case .root: [.node("root reducer", fill: Palette.root, text: Palette.text)]
    case .feature: [.node("feature", fill: Palette.feature, text: Palette.text)]
    case .enumReducer:
      [
        .node(
          "\(enumReducer) (path, destination)", shape: .folder, fill: Palette.enumReducer,
          text: Palette.text)
      ]
    case .healthy:
      [.edge("matches only delegate, wrapper or whole children", color: Palette.healthy)]
    case .breach:
      [.edge("matches private cases (view, _internal, flat)", style: .bold, color: Palette.breach)]
    case .unobserved:
      [.edge("matches nothing of the child", style: .dashed, color: Palette.neutral)]
    case .enumComposition: [.edge("composes a \(enumReducer) (cases matched past it)")]
    case .enumCase:
      [
        .edge(
          "case of a \(enumReducer); the parent's matches skip it", style: .dotted,
          color: Palette.neutral)
      ]
    case .fold:
      [
        .node(
          "children past the first \(couplingChildLimit) that match no private case, folded",
          shape: .note, style: .dashed)
      ]
    case .unread: [UnreadMark.legend]
    }
  }
}
