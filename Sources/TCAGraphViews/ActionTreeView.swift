import TCAGraphSupport
import TreeIntrospect

/// The `action-tree` view: ``actionTreeView(graph:focus:maxDepth:)``, focused by
/// ``DiagramOptions/focus``.
public struct ActionTreeView: DiagramView {
  public static let id = "action-tree"
  public static let summary = "The `Action` enum tree, with its wrappers and lanes."

  public init() {}

  public func diagrams(of graph: ArchitectureGraph, options: DiagramOptions) -> [Diagram] {
    [Diagram(name: Self.id, description: actionTreeView(graph: graph, focus: options.focus))]
  }
}

/// The action tree of lesson 001: each feature's `Action` enum, its cases, the wrapper each child
/// case uses (a node of its own shape per cardinality), the child's `Action`, its lane groups and
/// their leaf cases.
///
/// Each feature's subtree is drawn once, in a cluster named for the feature; later references
/// point at it with a dashed edge, and a feature that contains itself gets a back edge.
///
/// Under one `Action` or group, the first ``actionTreeNonLeafLimit`` group and child cases are
/// drawn and the rest folded into one dashed note; leaf cases stop at eight, the eighth saying
/// `+N more`.
///
/// Logic reducers have no `Action` of their own (they run on their host's), so they are not in
/// the tree; focused on one, the picture is a note naming the host whose tree to draw instead.
///
/// A graph of more than ``actionTreeFeatureLimit`` features drawn without `focus`, or a `focus`
/// that reaches more, would be a hairball: then only one tree is drawn, the focus's or the root's
/// that reaches the most features (the first in the roots' order on a tie),
/// ``actionTreeLargeGraphDepth`` feature boundaries deep, or one boundary when that would expand
/// more than ``actionTreeFeatureLimit`` features (unless `maxDepth` says otherwise), and a note
/// says how many features were left out and how to draw them (`--focus <Feature>`).
///
/// - Parameters:
///   - graph: the architecture to draw.
///   - focus: the feature to start from; `nil` starts from the graph's roots.
///   - maxDepth: how many feature boundaries to cross below the start; deeper features are shown
///     as a dashed node without their cases. `nil` draws everything (or, for a large graph, the
///     depth above).
public func actionTreeView(
  graph: ArchitectureGraph, focus: FeatureID? = nil, maxDepth: Int? = nil
) -> GraphDescription {
  let queries = GraphQueries(graph)
  let reachable = focus.map { graph.reachable(from: $0) }
  let withActions = queries.sortedIDs.filter {
    !queries.isLogic($0) && (reachable?.contains($0) ?? true)
  }
  let isLarge = withActions.count > actionTreeFeatureLimit
  var builder = ActionTreeDrawing(
    queries: queries, maxDepth: maxDepth ?? (isLarge ? actionTreeLargeGraphDepth : nil))
  var starts = queries.startFeatures(focus: focus)
  if isLarge, let widest = widestStart(starts, in: graph) { starts = [widest] }
  builder.computeDepths(from: starts)
  if isLarge && maxDepth == nil {
    // Two boundaries deep may still expand dozens of features (a root of ten children of
    // three): then one boundary.
    let expanded = builder.depths.filter {
      $0.value <= actionTreeLargeGraphDepth && !queries.isLogic($0.key)
    }
    if expanded.count > actionTreeFeatureLimit { builder.maxDepth = 1 }
  }
  for start in starts {
    builder.draw(from: start)
  }
  let left = withActions.filter { !builder.expanded.contains($0) }
  if isLarge && !left.isEmpty {
    let example = builder.collapsed.first ?? left[0]
    builder.nodes.append(
      GraphNode(
        id: "note:more-features",
        label: "\(left.count) more features: run with --focus <Feature>\n"
          + "(for example --focus \(example.rawValue))",
        shape: .note, fillColor: Palette.internal, textColor: Palette.text))
  }
  let title =
    focus.map { "Action tree of \($0.rawValue)" }
    ?? "Action tree of \(LabelText.titleNames(starts.map(\.rawValue), counting: "roots"))"
  return GraphDescription(
    title: title, direction: .leftToRight, nodes: builder.nodes, edges: builder.edges,
    clusters: builder.clusters, legend: builder.legend()
  ).fittingLabels()
}

/// The start that reaches the most features, the first of `starts` on a tie: the part of a large
/// app whose action tree says the most about it.
private func widestStart(_ starts: [FeatureID], in graph: ArchitectureGraph) -> FeatureID? {
  var best: (id: FeatureID, reach: Int)?
  for start in starts {
    let reach = graph.reachable(from: start).count
    if reach > (best?.reach ?? -1) { best = (start, reach) }
  }
  return best?.id
}

/// The most features ``actionTreeView(graph:focus:maxDepth:)`` draws whole without a focus, not
/// counting logic reducers.
public let actionTreeFeatureLimit = 15

/// The most group and child cases the action tree draws under one `Action` or group; the rest
/// are folded into one note (leaf cases stop at ``LabelText/listLimit``).
public let actionTreeNonLeafLimit = 24

/// How many feature boundaries deep the action tree of a large graph goes without a focus.
public let actionTreeLargeGraphDepth = 2

/// Walks action trees depth first, drawing each feature once.
private struct ActionTreeDrawing {
  let queries: GraphQueries
  var maxDepth: Int?
  var nodes: [GraphNode] = []
  var edges: [GraphEdge] = []
  var clusters: [GraphCluster] = []
  var depths: [FeatureID: Int] = [:]
  var drawn: Set<FeatureID> = []
  /// The features whose cases are being drawn.
  var ancestors: Set<FeatureID> = []
  /// What is left to draw, the next step last: the drawing keeps its own stack, so features
  /// nested thousands deep cannot exhaust the thread's.
  private var pending: [Step] = []
  var legendRows = LegendUsage<ActionTreeLegendRow>(always: [.childCase])
  /// The dialects of the enums of features drawn, which the legend names them by.
  var enumDialects = Set<FeatureDialect>()
  /// The features drawn with their cases.
  var expanded: Set<FeatureID> = []
  /// The features drawn as a dashed node because they are deeper than `maxDepth`, in order.
  var collapsed: [FeatureID] = []

  init(queries: GraphQueries, maxDepth: Int?) {
    self.queries = queries
    self.maxDepth = maxDepth
  }

  /// Each feature's smallest number of feature boundaries from a start, breadth first.
  mutating func computeDepths(from starts: [FeatureID]) {
    var queue = starts
    for start in starts where depths[start] == nil { depths[start] = 0 }
    var index = 0
    while index < queue.count {
      let id = queue[index]
      index += 1
      let depth = depths[id] ?? 0
      for child in childFeatures(in: queries.byID[id]?.actions ?? []) where depths[child] == nil {
        depths[child] = depth + 1
        queue.append(child)
      }
    }
  }

  private func childFeatures(in cases: [ActionCase]) -> [FeatureID] {
    cases.flatMap { actionCase -> [FeatureID] in
      switch actionCase.kind {
      case .leaf: []
      case .group: childFeatures(in: actionCase.cases)
      case .child: actionCase.child.map { [$0] } ?? []
      }
    }
  }

  static func actionNodeID(_ id: FeatureID) -> String { "action:\(id.rawValue)" }

  /// One step of the drawing.
  private enum Step {
    /// Draw a feature's `Action` node and then its cases.
    case feature(FeatureID)
    /// Draw a list of cases: each case that is not a leaf, then the leaves.
    case cases([ActionCase], under: String, path: String, lane: Lane?, cluster: String)
    /// Draw one case that is not a leaf.
    case nonLeaf(ActionCase, under: String, path: String, lane: Lane?, cluster: String)
    case leaves([ActionCase], under: String, path: String, lane: Lane?, cluster: String)
    /// A note for the `count` group and child cases past ``actionTreeNonLeafLimit``.
    case foldedNonLeaves(Int, under: String, path: String, cluster: String)
    case edge(GraphEdge)
    /// A feature's cases are drawn.
    case leave(FeatureID)
  }

  /// Draws `start`'s action subtree, depth first in case order, each feature once.
  mutating func draw(from start: FeatureID) {
    pending = [.feature(start)]
    while let step = pending.popLast() {
      switch step {
      case .feature(let id):
        drawFeature(id)
      case .cases(let cases, let parent, let path, let lane, let cluster):
        pending.append(
          .leaves(
            cases.filter { $0.kind == .leaf }, under: parent, path: path, lane: lane,
            cluster: cluster))
        let nonLeaves = cases.filter { $0.kind != .leaf }
        if nonLeaves.count > actionTreeNonLeafLimit {
          pending.append(
            .foldedNonLeaves(
              nonLeaves.count - actionTreeNonLeafLimit, under: parent, path: path,
              cluster: cluster))
        }
        for actionCase in nonLeaves.prefix(actionTreeNonLeafLimit).reversed() {
          pending.append(
            .nonLeaf(actionCase, under: parent, path: path, lane: lane, cluster: cluster))
        }
      case .nonLeaf(let actionCase, let parent, let path, let lane, let cluster):
        drawNonLeaf(actionCase, under: parent, path: path, lane: lane, cluster: cluster)
      case .leaves(let leaves, let parent, let path, let lane, let cluster):
        drawLeaves(leaves, under: parent, path: path, lane: lane, cluster: cluster)
      case .foldedNonLeaves(let count, let parent, let path, let cluster):
        legendRows.record(.fold)
        let id = "\(path)/+more-children"
        nodes.append(
          GraphNode(
            id: id,
            label: "+\(count) more cases with children\n(--focus <Child> draws one)",
            shape: .note, style: .dashed, cluster: cluster))
        edges.append(GraphEdge(from: parent, to: id, style: .dashed))
      case .edge(let edge):
        edges.append(edge)
      case .leave(let id):
        ancestors.remove(id)
      }
    }
  }

  /// Draws `id`'s `Action` node if it is not drawn yet, and schedules its cases.
  private mutating func drawFeature(_ id: FeatureID) {
    let nodeID = Self.actionNodeID(id)
    guard drawn.insert(id).inserted else { return }
    let cluster = "feature:\(id.rawValue)"
    guard let feature = queries.byID[id] else {
      legendRows.record(.collapsed)
      nodes.append(
        GraphNode(
          id: nodeID, label: "\(id.rawValue).Action\n(not in the graph)", style: .dashed))
      return
    }
    if feature.kind == .logic {
      let host = feature.runsOn.map { "\($0.rawValue).Action" } ?? "its host's Action"
      nodes.append(
        GraphNode(
          id: nodeID,
          label: "\(id.rawValue) has no Action of its own:\nit runs on \(host)",
          shape: .note, fillColor: Palette.logic(on: Palette.feature), textColor: Palette.text,
          tooltip: feature.location?.description))
      return
    }
    if let maxDepth, (depths[id] ?? 0) > maxDepth {
      legendRows.record(.collapsed)
      collapsed.append(id)
      nodes.append(
        GraphNode(
          id: nodeID, label: "\(id.rawValue).Action\n(deeper cases not drawn)", style: .dashed))
      return
    }
    expanded.insert(id)
    clusters.append(GraphCluster(id: cluster, label: id.rawValue))
    let isRoot = ancestors.isEmpty
    let isEnum = feature.kind == .enumReducer
    legendRows.record(.root, if: isRoot)
    legendRows.record(.featureAction, if: !isRoot && !isEnum)
    legendRows.record(.enumReducer, if: isEnum)
    if isEnum { enumDialects.insert(feature.writtenDialect) }
    nodes.append(
      GraphNode(
        id: nodeID,
        label: isEnum
          ? "\(id.rawValue).Action\n\(DialectWords.enumReducer([feature.writtenDialect]))"
          : "\(id.rawValue).Action",
        shape: isEnum ? .folder : .box,
        fillColor: isRoot ? Palette.root : (isEnum ? Palette.enumReducer : Palette.feature),
        textColor: Palette.text, style: .bold, cluster: cluster,
        tooltip: feature.location?.description))
    ancestors.insert(id)
    pending.append(.leave(id))
    pending.append(
      .cases(feature.actions, under: nodeID, path: nodeID, lane: nil, cluster: cluster))
  }

  /// Draws a group or child case; the group's cases and the child's feature are scheduled.
  private mutating func drawNonLeaf(
    _ actionCase: ActionCase, under parent: String, path: String, lane: Lane?, cluster: String
  ) {
    let caseID = "\(path)/\(actionCase.name)"
    switch actionCase.kind {
    case .group:
      let groupLane = actionCase.lane ?? lane
      let type = actionCase.typeName.map { "(\($0))" } ?? ""
      if let groupLane { legendRows.record(.lane(groupLane)) }
      if let wrapper = actionCase.wrapper, wrapper != .bare {
        drawPresentedGroup(
          actionCase, wrapper: wrapper, id: caseID, under: parent, cluster: cluster)
        return
      }
      // A group outside the lanes is filled like a feature's Action, but not bold like one.
      if groupLane == nil { legendRows.record(.plainGroup) }
      nodes.append(
        GraphNode(
          id: caseID, label: "case \(actionCase.name)\(type)",
          fillColor: groupLane.map(Palette.color(for:)) ?? Palette.feature,
          textColor: Palette.text, style: groupLane == nil ? [] : .bold, cluster: cluster,
          tooltip: actionCase.location?.description))
      edges.append(GraphEdge(from: parent, to: caseID))
      pending.append(
        .cases(actionCase.cases, under: caseID, path: caseID, lane: groupLane, cluster: cluster))
    case .child:
      drawChildCase(actionCase, id: caseID, under: parent, cluster: cluster)
    case .leaf:
      break
    }
  }

  /// Where a leaf is declared, and for a case carrying its feature's own `Action` what patterns
  /// through it are read as.
  private static func leafTooltip(_ leaf: ActionCase) -> String? {
    let recursive =
      leaf.recursive == true
      ? "carries this feature's own Action: a pattern through it is read as the pattern inside"
      : nil
    let lines = [recursive, leaf.location?.description].compactMap { $0 }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  private mutating func drawLeaves(
    _ leaves: [ActionCase], under parent: String, path: String, lane: Lane?, cluster: String
  ) {
    let shown =
      leaves.count > LabelText.listLimit ? Array(leaves.prefix(LabelText.listLimit - 1)) : leaves
    for leaf in shown {
      let leafLane = leaf.lane ?? lane
      legendRows.record(leafLane.map(ActionTreeLegendRow.lane) ?? .plainLeaf)
      let leafID = "\(path)/\(leaf.name)"
      nodes.append(
        GraphNode(
          id: leafID, label: LabelText.leaf(leaf), shape: .roundedBox,
          fillColor: leafLane.map(Palette.color(for:)), textColor: Palette.text,
          cluster: cluster, tooltip: Self.leafTooltip(leaf)))
      edges.append(GraphEdge(from: parent, to: leafID))
    }
    if shown.count < leaves.count {
      let moreID = "\(path)/+more"
      nodes.append(
        GraphNode(
          id: moreID, label: "+\(leaves.count - shown.count) more", shape: .roundedBox,
          style: .dashed, cluster: cluster))
      edges.append(GraphEdge(from: parent, to: moreID, style: .dashed))
    }
  }

  private mutating func drawChildCase(
    _ actionCase: ActionCase, id caseID: String, under parent: String, cluster: String
  ) {
    let wrapper = actionCase.wrapper ?? ActionWrapper.bare
    let childName = actionCase.child.map { "\($0.shortName).Action" } ?? "?"
    nodes.append(
      GraphNode(
        id: caseID, label: "case \(actionCase.name)", cluster: cluster,
        tooltip: actionCase.location?.description))
    edges.append(GraphEdge(from: parent, to: caseID))
    var last = caseID
    var edgeLabel = ""
    if wrapper != .bare, actionCase.payload.count == 2 {
      // `case rows(Row.State.ID, Row.Action)` (TCA 2, and 1.x before `IdentifiedAction`): the
      // case's own two payloads, no wrapper type and no cases of its own.
      legendRows.record(.pair(wrapper))
      let wrapperID = caseID + "/wrapper"
      nodes.append(
        GraphNode(
          id: wrapperID, label: LabelText.pairedCase(wrapper), shape: Self.shape(for: wrapper),
          fillColor: Palette.wrapper, textColor: Palette.text, cluster: cluster,
          tooltip: "(" + actionCase.payload.joined(separator: ", ") + ")"))
      edges.append(GraphEdge(from: caseID, to: wrapperID))
      last = wrapperID
      edgeLabel = "(id, action)"
    } else if wrapper != .bare {
      legendRows.record(.wrapper(wrapper))
      let wrapperID = caseID + "/wrapper"
      let owned = wrapper.parentOwnedCases
      let ownedLine = owned.isEmpty ? "" : "\n+ " + owned.joined(separator: ", ")
      nodes.append(
        GraphNode(
          id: wrapperID, label: LabelText.wrapper(wrapper) + ownedLine,
          shape: Self.shape(for: wrapper), fillColor: Palette.wrapper, textColor: Palette.text,
          cluster: cluster, tooltip: "\(Self.typeName(wrapper))<\(childName)>"))
      edges.append(GraphEdge(from: caseID, to: wrapperID))
      last = wrapperID
      edgeLabel = wrapper == .presentation ? "presented" : "element(id:action:)"
    }
    guard let child = actionCase.child else { return }
    if ancestors.contains(child) {
      legendRows.record(.backEdge)
      edges.append(
        GraphEdge(
          from: last, to: Self.actionNodeID(child), label: "recursive", style: .dashed,
          color: Palette.line, constraint: false))
      return
    }
    if drawn.contains(child) {
      legendRows.record(.shared)
      edges.append(
        GraphEdge(
          from: last, to: Self.actionNodeID(child),
          label: edgeLabel.isEmpty ? "shared" : edgeLabel + "\nshared", style: .dashed))
      return
    }
    pending.append(.edge(GraphEdge(from: last, to: Self.actionNodeID(child), label: edgeLabel)))
    pending.append(.feature(child))
  }

  /// The feature's own alert or dialog (`case alert(PresentationAction<Alert>)`): the case, its
  /// wrapper, and the alert enum with its cases, drawn like a child case but in the feature.
  private mutating func drawPresentedGroup(
    _ actionCase: ActionCase, wrapper: ActionWrapper, id caseID: String, under parent: String,
    cluster: String
  ) {
    legendRows.record(.wrapper(wrapper))
    let typeName = actionCase.typeName ?? actionCase.name
    nodes.append(
      GraphNode(
        id: caseID, label: "case \(actionCase.name)", cluster: cluster,
        tooltip: actionCase.location?.description))
    edges.append(GraphEdge(from: parent, to: caseID))
    let wrapperID = caseID + "/wrapper"
    let owned = wrapper.parentOwnedCases
    let ownedLine = owned.isEmpty ? "" : "\n+ " + owned.joined(separator: ", ")
    nodes.append(
      GraphNode(
        id: wrapperID, label: LabelText.wrapper(wrapper) + ownedLine,
        shape: Self.shape(for: wrapper), fillColor: Palette.wrapper, textColor: Palette.text,
        cluster: cluster, tooltip: "\(Self.typeName(wrapper))<\(typeName)>"))
    edges.append(GraphEdge(from: caseID, to: wrapperID))
    let enumID = caseID + "/enum"
    nodes.append(
      GraphNode(
        id: enumID, label: typeName, textColor: Palette.text, style: .bold, cluster: cluster))
    legendRows.record(.ownEnum)
    edges.append(GraphEdge(from: wrapperID, to: enumID, label: wrapper.elementCase ?? ""))
    pending.append(
      .cases(actionCase.cases, under: enumID, path: caseID, lane: nil, cluster: cluster))
  }

  static func shape(for wrapper: ActionWrapper) -> NodeShape {
    switch wrapper {
    case .bare: .box
    case .presentation: .hexagon
    case .identified: .box3d
    case .stack: .cylinder
    }
  }

  static func typeName(_ wrapper: ActionWrapper) -> String {
    switch wrapper {
    case .bare: ""
    case .presentation: "PresentationAction"
    case .identified: "IdentifiedAction"
    case .stack: "StackAction"
    }
  }

  /// The legend: only the colours and shapes this picture uses, in a fixed order.
  func legend() -> [LegendEntry] {
    let enumReducer = DialectWords.enumReducer(enumDialects)
    return legendRows.legend { $0.entries(enumReducer: enumReducer) }
  }
}

/// The rows of the action tree's legend, in the order it lists them.
private enum ActionTreeLegendRow: Hashable, CaseIterable {
  case root, featureAction, enumReducer, childCase
  case wrapper(ActionWrapper)
  /// A two-payload case `(ID, Action)` of this cardinality (`identified` or `stack`).
  case pair(ActionWrapper)
  case lane(Lane)
  case plainGroup, ownEnum, plainLeaf, shared, backEdge, collapsed, fold

  static var allCases: [ActionTreeLegendRow] {
    [.root, .featureAction, .enumReducer, .childCase] + ActionWrapper.allCases.map(Self.wrapper)
      + [.pair(.identified), .pair(.stack)]
      + Lane.allCases.map(Self.lane)
      + [.plainGroup, .ownEnum, .plainLeaf, .shared, .backEdge, .collapsed, .fold]
  }

  /// The legend's entries for the row; `enumReducer` is what the drawn dialects call an enum of
  /// features.
  func entries(enumReducer: String) -> [LegendEntry] {
    switch self {
    case .root:
      [.node("Action the tree starts from", fill: Palette.root, text: Palette.text, style: .bold)]
    case .featureAction:
      [.node("a feature's Action", fill: Palette.feature, text: Palette.text, style: .bold)]
    case .enumReducer:
      [
        .node(
          "\(enumReducer)'s Action", shape: .folder, fill: Palette.enumReducer, text: Palette.text,
          style: .bold)
      ]
    case .childCase: [.node("case carrying a child's actions (one child: plain edge)")]
    case .wrapper(let wrapper):
      [
        .node(
          LabelText.wrapper(wrapper).replacingOccurrences(of: "\n", with: " "),
          shape: ActionTreeDrawing.shape(for: wrapper), fill: Palette.wrapper, text: Palette.text)
      ]
    case .pair(let wrapper):
      [
        .node(
          LabelText.pairedCase(wrapper).replacingOccurrences(of: "\n", with: " "),
          shape: ActionTreeDrawing.shape(for: wrapper), fill: Palette.wrapper, text: Palette.text)
      ]
    case .lane(let lane):
      [
        .node(
          "Action.\(lane.caseName) group and its cases", fill: Palette.color(for: lane),
          text: Palette.text)
      ]
    case .plainGroup:
      [.node("group of cases outside any lane", fill: Palette.feature, text: Palette.text)]
    case .ownEnum: [.node("the feature's own alert or dialog enum", style: .bold)]
    case .plainLeaf: [.node("case outside any lane", shape: .roundedBox)]
    case .shared: [.edge("child drawn elsewhere in this picture", style: .dashed)]
    case .backEdge: [.edge("recursive: the feature contains itself", style: .dashed)]
    case .collapsed: [.node("feature not expanded", style: .dashed)]
    case .fold:
      [
        .node(
          "cases past the first \(actionTreeNonLeafLimit) with children, folded", shape: .note,
          style: .dashed)
      ]
    }
  }
}
