import TCAGraphSupport
import TreeIntrospect

/// The `composition` view: ``compositionTreeView(graph:focus:)``, focused by
/// ``DiagramOptions/focus``.
public struct CompositionView: DiagramView {
  public static let id = "composition"
  public static let summary =
    "The scope tree, with operators, paths, cardinality and run order."

  public init() {}

  /// With ``DiagramOptions/changes``, the tree marked with the change and folded around it,
  /// keeping the path from a root to each change.
  public func diagrams(of graph: ArchitectureGraph, options: DiagramOptions) -> [Diagram] {
    var description = compositionTreeView(graph: graph, focus: options.focus)
    if let changes = options.changes {
      let focus = options.focus.flatMap { changes.base.feature($0) == nil ? nil : $0 }
      let base =
        options.focus != nil && focus == nil
        ? GraphDescription(title: description.title)
        : compositionTreeView(graph: changes.base, focus: focus)
      description = changes.marking(head: description, base: base, keepingAncestors: true)
    }
    return [Diagram(name: Self.id, description: description)]
  }
}

/// The composition (scope) tree of lessons 001 and 002: features as nodes, an edge from each
/// parent to each child its `body` composes, labelled with the position in `body`, the operator
/// and its key paths, the cardinality, and whether the child runs first.
///
/// The root reducer is blue; `@Reducer enum`s (paths, destinations) are folders whose edges name
/// their cases. Optional children have dashed edges, collections and stacks bold ones. A logic
/// reducer (`GameCenterLogic()` in `body`, running on its host's state and actions) is a component
/// in a lighter shade of its host, under a dotted edge labelled with its position in `body`,
/// numbered with the host's other children. A large tree much wider than deep is drawn left to
/// right.
///
/// A feature composing more than ``compositionChildLimit`` children draws the first ones in body
/// order and folds the rest into one dashed note under it, `+N more children`, naming
/// `--focus` and `dump` as the ways to see them, so a reducer of thousands of children is not a
/// column thousands of boxes long.
///
/// - Parameters:
///   - graph: the architecture to draw.
///   - focus: the feature to start from; `nil` starts from the graph's roots.
///   - maxDepth: how many levels of children to draw below the start; a feature at that depth
///     that composes more says how many children it has. `nil` draws the whole tree.
public func compositionTreeView(
  graph: ArchitectureGraph, focus: FeatureID? = nil, maxDepth: Int? = nil
) -> GraphDescription {
  let queries = GraphQueries(graph)
  let starts = queries.startFeatures(focus: focus)
  var nodes: [GraphNode] = []
  var edges: [GraphEdge] = []
  var drawn = Set<FeatureID>()
  var used = LegendUsage<CompositionLegendRow>(always: [.root, .feature, .edgeLabel])
  var logicFill: String?
  var fills: [FeatureID: String] = [:]
  var enumDialects = Set<FeatureDialect>()

  func nodeID(_ id: FeatureID) -> String { "feature:\(id.rawValue)" }

  /// A feature being drawn: its child scopes in body order and the next one to draw.
  struct Frame {
    var id: FeatureID
    var children: [ChildScope]
    var next = 0
    /// How many children past ``compositionChildLimit`` are folded into one note.
    var folded = 0
  }

  /// Draws `id`'s node unless it is drawn already; the frame of its children, for a feature
  /// the graph holds. `host` is the feature whose body composes it, `depth` the number of
  /// features above it.
  func enter(_ id: FeatureID, isStart: Bool, host composer: FeatureID?, depth: Int) -> Frame? {
    guard drawn.insert(id).inserted else { return nil }
    guard let feature = queries.byID[id] else {
      used.record(.missing)
      nodes.append(
        GraphNode(id: nodeID(id), label: "\(id.rawValue)\n(not in the graph)", style: .dashed))
      return nil
    }
    var label = id.rawValue
    let shape: NodeShape
    let fill: String
    switch feature.kind {
    case .logic:
      let host = feature.runsOn ?? composer
      label += "\nruns on \(host.map { "\($0.rawValue)'s" } ?? "its host's") state and actions"
      shape = .component
      fill = Palette.logic(on: host.flatMap { fills[$0] } ?? Palette.feature)
      logicFill = logicFill ?? fill
    case .enumReducer:
      used.record(.enumReducer)
      enumDialects.insert(feature.writtenDialect)
      label += "\n" + DialectWords.enumReducer([feature.writtenDialect])
      shape = .folder
      fill = isStart ? Palette.root : Palette.enumReducer
    case .reducer:
      if let summary = laneSummary(feature) { label += "\n" + summary }
      shape = .box
      fill = isStart ? Palette.root : Palette.feature
    }
    fills[id] = fill
    let children = queries.children(of: id)
    let cut = maxDepth.map { depth >= $0 } ?? false
    if cut && !children.isEmpty {
      label += "\ncomposes \(children.count) more"
    }
    used.record(.unread, if: UnreadMark.applies(to: feature))
    nodes.append(
      GraphNode(
        id: nodeID(id), label: UnreadMark.label(label, of: feature), shape: shape,
        fillColor: fill, textColor: Palette.text,
        style: isStart && feature.kind != .logic ? .bold : [],
        tooltip: UnreadMark.tooltip(feature.location?.description, of: feature)))
    guard !cut else { return Frame(id: id, children: []) }
    let folded = max(children.count - compositionChildLimit, 0)
    return Frame(id: id, children: Array(children.prefix(compositionChildLimit)), folded: folded)
  }

  /// The note standing for the `count` children of `parent` past the limit, drawn after the
  /// others.
  func fold(_ count: Int, of parent: FeatureID) {
    used.record(.fold)
    let id = "more:\(parent.rawValue)"
    nodes.append(
      GraphNode(
        id: id,
        label: "+\(count) more children of \(parent.rawValue)\n"
          + "(--focus <Child> draws one; tca-graph dump lists all)",
        shape: .note, style: .dashed))
    edges.append(GraphEdge(from: nodeID(parent), to: id, style: .dashed, color: Palette.neutral))
  }

  // Depth first in body order, with the features being drawn on an explicit stack (a chain of
  // thousands of compositions must not exhaust the thread's stack).
  var stack: [Frame] = []
  var onStack = Set<FeatureID>()
  for start in starts {
    guard let frame = enter(start, isStart: true, host: nil, depth: 0) else { continue }
    stack.append(frame)
    onStack.insert(start)
    while let top = stack.last {
      guard top.next < top.children.count else {
        if top.folded > 0 { fold(top.folded, of: top.id) }
        onStack.remove(top.id)
        stack.removeLast()
        continue
      }
      let scope = top.children[top.next]
      stack[stack.count - 1].next += 1
      used.record(CompositionLegendRow(scope.operator))
      let recursive = onStack.contains(scope.child)
      used.record(.backEdge, if: recursive)
      edges.append(
        GraphEdge(
          from: nodeID(top.id), to: nodeID(scope.child), label: edgeLabel(scope),
          style: recursive ? .dotted : edgeStyle(scope.operator),
          color: scope.operator == .sameDomain ? Palette.sameDomain : nil, constraint: !recursive,
          tooltip: scope.location?.description))
      if !recursive,
        let frame = enter(scope.child, isStart: false, host: top.id, depth: stack.count)
      {
        stack.append(frame)
        onStack.insert(scope.child)
      }
    }
  }

  if logicFill != nil { used.record(.logic) }
  let enumReducer = DialectWords.enumReducer(enumDialects)
  let legend = used.legend { $0.entries(logicFill: logicFill, enumReducer: enumReducer) }

  let title =
    focus.map { "Composition of \($0.rawValue)" }
    ?? "Composition of \(LabelText.titleNames(starts.map(\.rawValue), counting: "roots"))"
  return GraphDescription(
    title: title, direction: queries.preferredDirection(from: starts), nodes: nodes,
    edges: edges, legend: legend
  ).fittingLabels()
}

/// The rows of the composition tree's legend, in the order it lists them.
private enum CompositionLegendRow: CaseIterable {
  case root, feature, enumReducer, logic, missing, unread
  case exactlyOne, zeroOrOne, many, sameDomain, edgeLabel, backEdge, fold

  /// The row that explains an edge drawn for `operator`.
  init(_ operator: ScopeOperator) {
    switch `operator` {
    case .scope, .enumCase: self = .exactlyOne
    case .ifLet, .ifCaseLet: self = .zeroOrOne
    case .forEach, .stackForEach: self = .many
    case .sameDomain: self = .sameDomain
    }
  }

  /// The legend's entries for the row; `logicFill` is the shade the first logic reducer got,
  /// `enumReducer` what the drawn dialects call an enum of features.
  func entries(logicFill: String?, enumReducer: String) -> [LegendEntry] {
    switch self {
    case .root: [.node("root reducer", fill: Palette.root, text: Palette.text, style: .bold)]
    case .feature: [.node("feature (lane case counts)", fill: Palette.feature, text: Palette.text)]
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
            "logic reducer: no state or actions of its own, runs on its host's (a lighter shade "
              + "of the host)", shape: .component, fill: fill, text: Palette.text)
        ]
      } ?? []
    case .missing: [.node("feature not in the graph", style: .dashed)]
    case .unread: [UnreadMark.legend]
    case .exactlyOne: [.edge("exactly one: Scope", style: .solid)]
    case .zeroOrOne: [.edge("zero or one: ifLet, ifCaseLet", style: .dashed)]
    case .many: [.edge("many or a stack: forEach", style: .bold)]
    case .sameDomain:
      [
        .edge(
          "same domain: a logic reducer listed in the host's body", style: .dotted,
          color: Palette.sameDomain)
      ]
    case .edgeLabel:
      [.node("edge label: position in body · operator\ncardinality · child first", shape: .plainText)]
    case .backEdge: [.edge("composes an ancestor (recursion)", style: .dotted)]
    case .fold:
      [
        .node(
          "children past the first \(compositionChildLimit) of a feature, folded", shape: .note,
          style: .dashed)
      ]
    }
  }
}

/// The most children ``compositionTreeView(graph:focus:maxDepth:)`` draws under one feature;
/// the rest are folded into one note.
public let compositionChildLimit = 24

/// `1 · Scope(\.lista, \.lista)\none`, `2 · ifLet(\.$editor, \.editor)\nzero or one · child first`,
/// `3 · GameCenterLogic()` (the logic reducer's node says whose domain it runs on).
private func edgeLabel(_ scope: ChildScope) -> String {
  let head = "\(scope.order + 1) · \(LabelText.operatorCall(scope))"
  if scope.operator == .sameDomain { return head }
  let cardinality =
    scope.operator == .enumCase ? "case \(scope.actionPath)" : scope.operator.cardinality
  let runs =
    scope.imperative == true
    ? " · run by hand from Reduce" : scope.operator.runsChildFirst ? " · child first" : ""
  return head + "\n" + cardinality + runs
}

private func edgeStyle(_ scopeOperator: ScopeOperator) -> EdgeStyle {
  switch scopeOperator {
  case .scope, .enumCase: .solid
  case .sameDomain: .dotted
  case .ifLet, .ifCaseLet: .dashed
  case .forEach, .stackForEach: .bold
  }
}

/// `3 view · 2 internal · 2 delegate`, or `2 cases, no lanes`; `prompt · 2 buttons` for a TCA 2
/// `Prompt`, whose cases are its buttons rather than lanes; `nil` for a feature without actions.
func laneSummary(_ feature: Feature) -> String? {
  if feature.isPrompt {
    let buttons = feature.actions.filter { $0.kind != .child }.count
    return "prompt · \(buttons) button\(buttons == 1 ? "" : "s")"
  }
  var counts: [Lane: Int] = [:]
  var flat = 0
  for actionCase in feature.actions {
    switch actionCase.kind {
    case .group:
      if let lane = actionCase.lane {
        counts[lane, default: 0] += actionCase.cases.count
      } else {
        flat += actionCase.cases.count
      }
    case .leaf:
      if let lane = actionCase.lane { counts[lane, default: 0] += 1 } else { flat += 1 }
    case .child:
      break
    }
  }
  var parts = Lane.allCases.compactMap { lane in counts[lane].map { "\($0) \(lane.rawValue)" } }
  if flat > 0 { parts.append(counts.isEmpty ? "\(flat) flat, no lanes" : "\(flat) flat") }
  return parts.isEmpty ? nil : parts.joined(separator: " · ")
}
