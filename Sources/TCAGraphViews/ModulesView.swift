import TCAGraphAnalyses
import TCAGraphSupport
import TreeIntrospect

/// The `modules` view: ``modulesView(graph:)``.
public struct ModulesView: DiagramView {
  public static let id = "modules"
  public static let summary =
    "Features grouped by module, and the compositions across modules in the coupling colours."

  public init() {}

  public func diagrams(of graph: ArchitectureGraph, options: DiagramOptions) -> [Diagram] {
    [Diagram(name: Self.id, description: modulesView(graph: graph))]
  }
}

/// The modules map: one cluster per module (the SwiftPM or Xcode target that declares the
/// features), the features inside it, and an edge from each parent to each child its `body`
/// composes, one per parent and child.
///
/// Edges inside one module are thin and grey. Edges that cross modules carry the coupling
/// colour of ``couplingEdges(in:)``, so they agree with the coupling view: green when the parent
/// matches only the child's `delegate` lane, wrapper cases, whole children or nothing; red and
/// bold, labelled with the count, when it matches private cases. A handler is drawn on the edge
/// that enters the feature whose actions it matches: for a screen of a `@Reducer enum` that is
/// the enum's edge to the screen, labelled with the reducer that does the matching.
///
/// Features with no module, in a graph where others have one, sit in a dashed "(no module)"
/// cluster. A graph with no module information at all (a registration graph) is drawn without
/// clusters, every edge grey, and the legend says so. Children the graph does not hold (other
/// modules, after `--module`) are dashed nodes outside every cluster, and the edges to them count
/// as crossing modules.
///
/// A logic reducer (no domain of its own) is a component in a lighter shade of its host, in its
/// own module's cluster, under a dotted edge from its host: it is no child whose actions the
/// host could match, so the edge carries no coupling colour.
public func modulesView(graph: ArchitectureGraph) -> GraphDescription {
  let queries = GraphQueries(graph)
  let modules = graph.moduleNames
  let hasModules = !modules.isEmpty
  let starts = Set(queries.startFeatures(focus: nil))
  let unknownCluster = "module:(no module)"
  func clusterID(_ module: String?) -> String? {
    guard hasModules else { return nil }
    return module.map { "module:\($0)" } ?? unknownCluster
  }
  func nodeID(_ id: FeatureID) -> String { "feature:\(id.rawValue)" }

  var clusters = modules.map { GraphCluster(id: "module:\($0)", label: $0) }
  let unplaced = queries.sortedIDs.filter { queries.byID[$0]?.module == nil }
  if hasModules, !unplaced.isEmpty {
    clusters.append(GraphCluster(id: unknownCluster, label: "(no module)", dashed: true))
  }
  let clusterRank = Dictionary(
    uniqueKeysWithValues: clusters.enumerated().map { ($0.element.id, $0.offset) })

  var nodes: [GraphNode] = []
  var legendRows = LegendUsage<ModulesLegendRow>(
    always: [hasModules ? .moduleBox : .noModules, .root, .feature])
  var logicFill: String?
  var enumDialects = Set<FeatureDialect>()
  func fill(_ id: FeatureID) -> String {
    if starts.contains(id) { return Palette.root }
    return queries.byID[id]?.kind == .enumReducer ? Palette.enumReducer : Palette.feature
  }
  let placed = queries.sortedIDs.sorted {
    let left = clusterID(queries.byID[$0]?.module).flatMap { clusterRank[$0] } ?? 0
    let right = clusterID(queries.byID[$1]?.module).flatMap { clusterRank[$0] } ?? 0
    return (left, $0) < (right, $1)
  }
  for id in placed {
    let feature = queries.byID[id]
    let isEnum = feature?.kind == .enumReducer
    legendRows.record(.enumReducer, if: isEnum)
    if isEnum, let feature { enumDialects.insert(feature.writtenDialect) }
    var shape: NodeShape = isEnum ? .folder : .box
    var fillColor = fill(id)
    if feature?.kind == .logic {
      shape = .component
      fillColor = Palette.logic(on: feature?.runsOn.map(fill) ?? Palette.feature)
      logicFill = logicFill ?? fillColor
    }
    legendRows.record(.unread, if: UnreadMark.applies(to: feature))
    nodes.append(
      GraphNode(
        id: nodeID(id), label: UnreadMark.label(id.rawValue, of: feature), shape: shape,
        fillColor: fillColor, textColor: Palette.text, cluster: clusterID(feature?.module),
        tooltip: UnreadMark.tooltip(feature?.location?.description, of: feature)))
  }

  let coupling = ModuleEdgeCoupling(graph: graph)
  var edges: [GraphEdge] = []
  var seen = Set<[FeatureID]>()
  var missing: [FeatureID] = []
  for parent in queries.sortedIDs {
    for scope in queries.children(of: parent) where seen.insert([parent, scope.child]).inserted {
      if scope.operator == .sameDomain {
        legendRows.record(.sameDomain)
        edges.append(
          GraphEdge(
            from: nodeID(parent), to: nodeID(scope.child), style: .dotted,
            color: Palette.sameDomain, tooltip: LabelText.operatorCall(scope)))
        continue
      }
      let child = queries.byID[scope.child]
      if child == nil, !missing.contains(scope.child) { missing.append(scope.child) }
      let crosses = hasModules && (child == nil || child?.module != queries.byID[parent]?.module)
      let matches = coupling.matches(entering: scope.child, from: parent)
      let kind: ModuleEdgeKind =
        !crosses ? .inside : (matches.privateCount > 0 ? .breach : .healthy)
      legendRows.record(ModulesLegendRow(kind))
      edges.append(
        GraphEdge(
          from: nodeID(parent), to: nodeID(scope.child),
          label: kind == .breach ? matches.label(drawnFrom: parent) : "",
          style: kind == .breach ? .bold : .solid, color: kind.color,
          tooltip: matches.tooltip(parent: parent, child: scope.child)))
    }
  }
  for id in missing {
    nodes.append(
      GraphNode(id: nodeID(id), label: "\(id.rawValue)\n(not in the graph)", style: .dashed))
  }

  legendRows.record(.logic, if: logicFill != nil)
  legendRows.record(.missing, if: !missing.isEmpty)
  legendRows.record(.unplaced, if: hasModules && !unplaced.isEmpty)
  let enumReducer = DialectWords.enumReducer(enumDialects)
  let legend = legendRows.legend {
    $0.entries(hasModules: hasModules, logicFill: logicFill, enumReducer: enumReducer)
  }
  return GraphDescription(
    title: hasModules
      ? "Modules: features by module, and the compositions across them"
      : "Modules: no module information",
    direction: queries.preferredDirection(from: queries.startFeatures(focus: nil)),
    nodes: nodes, edges: edges, clusters: clusters, legend: legend
  ).fittingLabels()
}

/// How a modules-view edge is drawn.
private enum ModuleEdgeKind: Hashable {
  case inside, healthy, breach

  var color: String {
    switch self {
    case .inside: Palette.neutral
    case .healthy: Palette.healthy
    case .breach: Palette.breach
    }
  }
}

/// The coupling edges of a graph, keyed by the composition edge each one enters its child
/// through: the parent's own for a direct edge, the last `@Reducer enum` crossed otherwise.
private struct ModuleEdgeCoupling {
  private var byEntry: [FeatureID: [FeatureID: [CouplingEdge]]] = [:]

  init(graph: ArchitectureGraph) {
    for edge in couplingEdges(in: graph) {
      byEntry[edge.via.last ?? edge.parent, default: [:]][edge.child, default: []].append(edge)
    }
  }

  /// The coupling edges drawn on the composition edge `parent → child`.
  func matches(entering child: FeatureID, from parent: FeatureID) -> EdgeMatches {
    EdgeMatches(edges: byEntry[parent]?[child] ?? [])
  }
}

/// The handlers drawn on one modules-view edge.
private struct EdgeMatches {
  var edges: [CouplingEdge]

  var privateCount: Int { edges.map(\.privateMatches.count).reduce(0, +) }

  /// `2 private`, and `by AppFeature` when the matching reducer is not the edge's parent.
  func label(drawnFrom parent: FeatureID) -> String {
    let matchers = Array(Set(edges.filter { !$0.privateMatches.isEmpty }.map(\.parent))).sorted()
    let count = "\(privateCount) private"
    guard matchers != [parent] else { return count }
    return count + "\nby " + matchers.map(\.rawValue).joined(separator: ", ")
  }

  /// `Parent → Child`, then each matching handler's place and pattern.
  func tooltip(parent: FeatureID, child: FeatureID) -> String {
    let lines = edges.flatMap(\.handlers).map { handler in
      let place = handler.location.map { "\($0): " } ?? ""
      let pattern = handler.pattern ?? handler.route.joined(separator: ".")
      return place + pattern + LabelText.inLogic(handler.via)
    }
    return (["\(parent.rawValue) → \(child.rawValue)"] + lines).joined(separator: "\n")
  }
}

/// The rows of the modules picture's legend, in the order it lists them.
private enum ModulesLegendRow: CaseIterable {
  case moduleBox, noModules, root, feature, enumReducer, logic, missing, unread
  case inside, healthy, breach, sameDomain, unplaced

  /// The row that explains a composition edge of `kind`.
  init(_ kind: ModuleEdgeKind) {
    switch kind {
    case .inside: self = .inside
    case .healthy: self = .healthy
    case .breach: self = .breach
    }
  }

  /// The legend's entries for the row; `logicFill` is the shade the first logic reducer got,
  /// `enumReducer` what the drawn dialects call an enum of features.
  func entries(hasModules: Bool, logicFill: String?, enumReducer: String) -> [LegendEntry] {
    switch self {
    case .moduleBox: [.node("box: a module (the target declaring features)", shape: .plainText)]
    case .noModules: [.node("no module information (no feature names one)", shape: .plainText)]
    case .root: [.node("root reducer", fill: Palette.root, text: Palette.text)]
    case .feature: [.node("feature", fill: Palette.feature, text: Palette.text)]
    case .enumReducer:
      [
        .node(
          "\(enumReducer) (path, destination)", shape: .folder, fill: Palette.enumReducer,
          text: Palette.text)
      ]
    case .logic:
      logicFill.map { fill in
        [
          .node(
            "logic reducer: runs on its host's state and actions", shape: .component,
            fill: fill, text: Palette.text)
        ]
      } ?? []
    case .missing: [.node("feature not in the graph", style: .dashed)]
    case .unread: [UnreadMark.legend]
    case .inside:
      [.edge(hasModules ? "composes, inside one module" : "composes", color: Palette.neutral)]
    case .healthy: [.edge("across modules: delegate only, or nothing", color: Palette.healthy)]
    case .breach:
      [.edge("across modules: private cases (count, matcher)", style: .bold, color: Palette.breach)]
    case .sameDomain:
      [.edge("runs a logic reducer on its own domain", style: .dotted, color: Palette.sameDomain)]
    case .unplaced: [.node("(no module): features whose module is unknown", shape: .plainText)]
    }
  }
}
