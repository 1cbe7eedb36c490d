import TCAGraphSupport
import TreeIntrospect

/// The `delegate-flow` view: ``delegateFlowView(graph:)``.
public struct DelegateFlowView: DiagramView {
  public static let id = "delegate-flow"
  public static let summary =
    "Delegate facts up to the reducer that matches them, and what it writes and pops."

  public init() {}

  /// With ``DiagramOptions/changes``, the flow marked with the change and folded around it.
  public func diagrams(of graph: ArchitectureGraph, options: DiagramOptions) -> [Diagram] {
    var description = delegateFlowView(graph: graph)
    if let changes = options.changes {
      description = changes.marking(
        head: description, base: delegateFlowView(graph: changes.base), keepingAncestors: false)
    }
    return [Diagram(name: Self.id, description: description)]
  }
}

/// The delegate flow of lesson 004: each child that publishes a delegate fact, the reducer that
/// matches it (blue), and what that reducer does: writes into other stack elements by id and case,
/// truncates the stack with `pop(from:)`, dismisses, re-emits or sends to a child.
///
/// Only handlers whose route reaches a descendant's `delegate` lane are drawn. Stack writes and
/// pushes point at the screen feature the case names (`listaResenas` → `ListaResenas`), found
/// through the stack's `@Reducer enum`; when the case is known but not its feature, the side node
/// names the case, and a push of an unknown case says "pushes a screen".
///
/// A handler in a logic reducer (``Handler/via``) is its host's: it is drawn from a node of its
/// own, `AppReducer (in GameCenterLogic)`, with the host's colour and the logic reducer's shape,
/// and what it does lands on the host's state like the host's own arms.
///
/// Each channel kind the flow draws has an edge style of its own and a legend row: delegate facts
/// bold in the delegate colour (dashed where re-emitted to a parent), actions sent into a child
/// solid indigo, pushes onto a stack (presentations) solid orange, and dismissals (`dismiss`,
/// `pop(from:)`, `removeLast()`, and a presented child's own `@Dependency(\.dismiss)` or TCA 2
/// `try store.dismiss()`, drawn from the child to its presenter) dashed orange. TCA 2's channels
/// have theirs: events bold mauve and preferences dashed teal from the child to the ancestor that
/// hears them (to a note when no scanned ancestor does), closures dotted maroon from the child
/// to the parent that handed them in, triggers solid sky blue from the parent to the child.
///
/// With `around`, only the flow into and out of that feature: the facts it matches from its
/// descendants, and its own facts that others match.
public func delegateFlowView(graph: ArchitectureGraph, around: FeatureID? = nil)
  -> GraphDescription
{
  var builder = DelegateFlowBuilder(queries: GraphQueries(graph), around: around)
  for id in builder.queries.sortedIDs {
    guard let feature = builder.queries.byID[id] else { continue }
    for handler in feature.handlers where handler.match == .delegate {
      builder.add(handler, in: id)
    }
  }
  builder.addSelfDismissals()
  builder.addFeatureTalk()
  if builder.nodes.isEmpty {
    let none =
      around.map { "no delegate fact flows into or out of \($0.rawValue)" }
      ?? "no parent matches a child's delegate action"
    builder.nodes.append(GraphNode(id: "empty", label: none, shape: .plainText))
  }
  return GraphDescription(
    title: around.map { "Delegate flow of \($0.rawValue)" } ?? "Delegate flow",
    direction: .topToBottom, nodes: builder.nodes, edges: builder.edges,
    legend: builder.legend()
  ).fittingLabels()
}

/// Collects nodes and edges once each, in the order handlers are visited.
private struct DelegateFlowBuilder {
  let queries: GraphQueries
  /// The feature whose flow in and out is drawn; `nil` draws every flow.
  let around: FeatureID?
  var nodes: [GraphNode] = []
  var edges: [GraphEdge] = []
  var nodeIDs = Set<String>()
  var edgeKeys = Set<String>()
  var legendRows = LegendUsage<DelegateFlowLegendRow>(always: [.publisher, .matcher])

  init(queries: GraphQueries, around: FeatureID?) {
    self.queries = queries
    self.around = around
  }

  mutating func add(_ handler: Handler, in parent: FeatureID) {
    let resolution = queries.graph.resolve(route: handler.route, from: parent)
    let owner = handler.owner ?? resolution.owner
    guard owner != parent, let leaf = handler.route.last else { return }
    if let around, around != parent, around != owner { return }
    let childID = featureNode(owner, role: .child)
    let parentID =
      handler.via.map { logicMatcherNode(parent, via: $0) } ?? featureNode(parent, role: .matcher)
    let tooltip =
      ([handler.pattern ?? handler.route.joined(separator: ".")]
      + (handler.location.map { [$0.description] } ?? [])).joined(separator: "\n")
    addFact(leaf == "delegate" ? nil : leaf, from: childID, to: parentID, tooltip: tooltip)
    var changesState = false
    for effect in handler.effects {
      changesState = addEffect(effect, from: parentID, in: parent) || changesState
    }
    if handler.mutatesState && !changesState {
      addEdge(GraphEdge(from: parentID, to: viewNode(parent), label: "updates its state"))
    }
  }

  private enum Role { case child, matcher }

  private mutating func featureNode(_ id: FeatureID, role: Role) -> String {
    let nodeID = "feature:\(id.rawValue)"
    if role == .matcher, let index = nodes.firstIndex(where: { $0.id == nodeID }) {
      // Drawn first as a child publishing a fact: it matches facts too, so it is named and
      // coloured as every matcher is.
      nodes[index].label = UnreadMark.label("\(id.rawValue) reducer", of: queries.byID[id])
      nodes[index].fillColor = Palette.root
      nodes[index].style = [.filled, .bold]
      return nodeID
    }
    guard nodeIDs.insert(nodeID).inserted else { return nodeID }
    let isMatcher = role == .matcher
    let feature = queries.byID[id]
    legendRows.record(.unread, if: UnreadMark.applies(to: feature))
    nodes.append(
      GraphNode(
        id: nodeID,
        label: UnreadMark.label(isMatcher ? "\(id.rawValue) reducer" : id.rawValue, of: feature),
        fillColor: isMatcher ? Palette.root : Palette.feature, textColor: Palette.text,
        style: isMatcher ? .bold : [],
        tooltip: UnreadMark.tooltip(feature?.location?.description, of: feature)))
    return nodeID
  }

  /// The node of the part of `host`'s reducer written in the logic reducer `logic`.
  private mutating func logicMatcherNode(_ host: FeatureID, via logic: FeatureID) -> String {
    legendRows.record(.logicMatcher)
    let nodeID = "feature:\(host.rawValue)/in:\(logic.rawValue)"
    if nodeIDs.insert(nodeID).inserted {
      nodes.append(
        GraphNode(
          id: nodeID, label: LabelText.reducer(host.rawValue, via: logic), shape: .component,
          fillColor: Palette.root, textColor: Palette.text, style: .bold,
          tooltip: queries.byID[logic]?.location?.description))
    }
    return nodeID
  }

  private mutating func sideNode(_ id: String, _ label: String, shape: NodeShape = .roundedBox)
    -> String
  {
    legendRows.record(.sideEffect)
    if nodeIDs.insert(id).inserted {
      nodes.append(
        GraphNode(
          id: id, label: label, shape: shape, fillColor: Palette.wrapper, textColor: Palette.text))
    }
    return id
  }

  private mutating func viewNode(_ parent: FeatureID) -> String {
    legendRows.record(.viewResult)
    let id = "view:\(parent.rawValue)"
    if nodeIDs.insert(id).inserted {
      nodes.append(
        GraphNode(
          id: id, label: "the views show the new state", shape: .ellipse, fillColor: Palette.view,
          textColor: Palette.text))
    }
    return id
  }

  /// Where each child → matcher fact edge is, and the facts it carries so far (`nil` for a
  /// catch-all on the whole lane).
  var factEdges: [String: (index: Int, facts: [String?])] = [:]

  /// One edge per child and matcher, listing every fact the matcher matches of that child
  /// (`delegate showTeam, showWhatsNew,` …), so a child of eight facts is not a fan of eight
  /// arrows side by side.
  private mutating func addFact(
    _ fact: String?, from childID: String, to parentID: String, tooltip: String
  ) {
    let key = childID + "\u{1}" + parentID
    legendRows.record(.delegate)
    guard var entry = factEdges[key] else {
      factEdges[key] = (edges.count, [fact])
      edges.append(
        GraphEdge(
          from: childID, to: parentID, label: Self.factLabel([fact]), style: .bold,
          color: Palette.delegate, tooltip: tooltip))
      return
    }
    if !entry.facts.contains(fact) {
      entry.facts.append(fact)
      edges[entry.index].label = Self.factLabel(entry.facts)
    }
    edges[entry.index].tooltip = [edges[entry.index].tooltip, tooltip].compactMap { $0 }
      .joined(separator: "\n")
    factEdges[key] = entry
  }

  /// `delegate perfilGuardado`, `any delegate`, or for several facts one a line,
  /// `delegate perfilGuardado,\nedicionDescartada` (at most eight, then `+N more`), so the label
  /// stays narrow beside its neighbours'.
  static func factLabel(_ facts: [String?]) -> String {
    if facts == [nil] { return "any delegate" }
    return "delegate " + LabelText.inline(facts.map { $0 ?? "(any)" }, perLine: 1)
  }

  private mutating func addEdge(_ edge: GraphEdge) {
    let key = [edge.from, edge.to, edge.label].joined(separator: "\u{1}")
    if edgeKeys.insert(key).inserted { edges.append(edge) }
  }

  /// Draws one effect; returns whether it changes state the views show.
  private mutating func addEffect(
    _ effect: HandlerEffect, from parentID: String, in parent: FeatureID
  )
    -> Bool
  {
    let target = effect.target ?? "?"
    let tooltip = effect.location?.description
    switch effect.kind {
    case .stackWrite, .push:
      let isWrite = effect.kind == .stackWrite
      let caseName = effect.detail.flatMap { $0.isEmpty ? nil : $0 }
      let screen = screenFeature(field: effect.target, caseName: caseName, in: parent)
      let label: String
      switch (isWrite, caseName) {
      case (true, let name?): label = "writes by id and case\n\(target)[id: …, case: \\.\(name)]"
      case (true, nil): label = "writes by id\n\(target)[id: …]"
      case (false, let name?):
        label = "pushes \(screen?.shortName ?? "." + name + "(…)")\nonto \(target)"
      case (false, nil): label = "pushes a screen\nonto \(target)"
      }
      let node: String
      if let screen {
        node = featureNode(screen, role: .child)
      } else {
        let text: String
        switch (isWrite, caseName) {
        case (true, let name?): text = "the \(name) elements\nof \(target)"
        case (true, nil): text = "an element of \(target)"
        case (false, let name?): text = "a new \(name) screen\non \(target)"
        case (false, nil): text = "a new screen on \(target)"
        }
        let key = [parent.rawValue, effect.kind.rawValue, target] + (caseName.map { [$0] } ?? [])
        node = sideNode("effect:" + key.joined(separator: ":"), text)
      }
      addEdge(
        isWrite
          ? GraphEdge(from: parentID, to: node, label: label, tooltip: tooltip)
          : channelEdge(.presentation, from: parentID, to: node, label: label, tooltip: tooltip))
      addEdge(GraphEdge(from: node, to: viewNode(parent)))
      return true
    case .popFrom, .removeLast:
      let call = effect.kind == .popFrom ? "\(target).pop(from:)" : "\(target).removeLast()"
      let node = sideNode(
        "effect:\(parent.rawValue):\(effect.kind.rawValue):\(target)",
        "the stack is truncated\n(\(call))", shape: .cylinder)
      addEdge(
        channelEdge(
          .dismissal, from: parentID, to: node,
          label: effect.kind == .popFrom ? "pop from id" : "remove last", tooltip: tooltip))
      addEdge(GraphEdge(from: node, to: viewNode(parent)))
      return true
    case .dismiss:
      let node = sideNode(
        "effect:\(parent.rawValue):dismiss:\(target)", "dismisses \(target)", shape: .hexagon)
      addEdge(channelEdge(.dismissal, from: parentID, to: node, tooltip: tooltip))
      addEdge(GraphEdge(from: node, to: viewNode(parent)))
      return true
    case .sendDelegate:
      let fact = effect.detail ?? "a fact"
      let node = sideNode(
        "effect:\(parent.rawValue):delegate:\(fact)", "re-emits delegate\n\(fact)")
      addEdge(
        GraphEdge(
          from: parentID, to: node, label: "send(.delegate)", style: .bold,
          color: Palette.delegate, tooltip: tooltip))
      for grandparent in queries.parents(of: parent) {
        legendRows.record(.reEmission)
        addEdge(
          GraphEdge(
            from: node, to: featureNode(grandparent, role: .child), label: "to its parent",
            style: .dashed, color: Palette.delegate))
      }
      return false
    case .sendToChild:
      let route = (effect.detail ?? "").split(whereSeparator: { ".()".contains($0) })
        .map(String.init).filter { !$0.isEmpty }
      let resolved = route.isEmpty ? nil : queries.graph.resolve(route: route, from: parent).owner
      let child =
        resolved.flatMap { $0 == parent ? nil : $0 }
        ?? effect.target.flatMap { queries.childFeature(ofCase: $0, in: parent) }
      let label = "sends \(effect.detail ?? "an action")"
      let node =
        child.map { featureNode($0, role: .child) }
        ?? sideNode("effect:\(parent.rawValue):send:\(target)", "sends to \(target)")
      addEdge(channelEdge(.childAction, from: parentID, to: node, label: label, tooltip: tooltip))
      return false
    case .send:
      let node = sideNode(
        "effect:\(parent.rawValue):send:\(effect.detail ?? "")",
        "sends \(effect.detail ?? "an action")")
      addEdge(GraphEdge(from: parentID, to: node, tooltip: tooltip))
      return false
    }
  }

  /// An edge of a channel kind, drawn in that kind's style (``DelegateFlowChannelStyle``), its
  /// legend row recorded.
  private mutating func channelEdge(
    _ kind: DelegateFlowChannelStyle, from: String, to: String, label: String = "",
    tooltip: String?
  ) -> GraphEdge {
    legendRows.record(kind.legendRow)
    return GraphEdge(
      from: from, to: to, label: label, style: kind.edgeStyle, color: kind.color, tooltip: tooltip)
  }

  /// TCA 2's channels, each in its kind's style: events and preferences from the child that
  /// posts or publishes them to the ancestor that hears them (or to a note when none does),
  /// closures from the child that calls them to the parent that handed them in, and triggers
  /// from the parent that fires them to the child.
  mutating func addFeatureTalk() {
    for id in queries.sortedIDs {
      for channel in queries.byID[id]?.channels ?? [] where channel.kind.isFeatureTalk {
        guard let style = DelegateFlowChannelStyle(channel.kind) else { continue }
        let other = channel.to.feature
        if let around, around != id, around != other { continue }
        let tooltip = channel.locations.map(\.description).joined(separator: "\n")
        let short = channel.name.split(separator: ".").last.map(String.init) ?? channel.name
        let label = "\(channel.kind.rawValue) \(short)"
        let from: String
        let to: String
        switch channel.kind {
        case .trigger:
          from = featureNode(id, role: .child)
          to = other.map { featureNode($0, role: .child) } ?? ""
        default:
          from = featureNode(id, role: .child)
          if let other {
            to = featureNode(other, role: .matcher)
          } else if channel.access == .posts || channel.access == .publishes {
            to = unheardNode(channel.kind, key: channel.name, short: short)
          } else {
            continue
          }
        }
        guard !to.isEmpty else { continue }
        addEdge(
          channelEdge(style, from: from, to: to, label: label, tooltip: tooltip.isEmpty ? nil : tooltip))
      }
    }
  }

  /// The note an event or preference goes to when no scanned feature hears its key.
  private mutating func unheardNode(_ kind: ChannelKind, key: String, short: String) -> String {
    legendRows.record(.unheard)
    let id = "unheard:\(kind.rawValue):\(key)"
    if nodeIDs.insert(id).inserted {
      nodes.append(
        GraphNode(
          id: id, label: "no scanned ancestor\nhears \(short)", shape: .note,
          textColor: Palette.text, style: .dashed, tooltip: key))
    }
    return id
  }

  /// A presented child that ends its own presentation with `@Dependency(\.dismiss)`: a
  /// ``ChannelKind/dismissal`` channel from the child to its presenter, drawn when the flow
  /// shows the child or the presenter (or no feature is chosen).
  ///
  /// A graph where no feature uses the `dismiss` client costs one pass over the stored channels;
  /// otherwise every feature's channels are derived once (``ArchitectureGraph/channelsByFeature``).
  mutating func addSelfDismissals() {
    let dismiss = ChannelEnd.dependency(ArchitectureGraph.dismissClientID)
    let users = queries.sortedIDs.filter { id in
      (queries.byID[id]?.channels ?? []).contains(where: { $0.to == dismiss })
        || queries.byID[id]?.selfDismissals != nil
    }
    guard !users.isEmpty else { return }
    let channelsByFeature = queries.graph.channelsByFeature
    for id in users {
      for channel in channelsByFeature[id] ?? []
      where channel.kind == .dismissal && channel.name == ArchitectureGraph.dismissClientID {
        guard let presenter = channel.to.feature else { continue }
        if let around, around != id, around != presenter { continue }
        let tooltip = channel.locations.map(\.description).joined(separator: "\n")
        addEdge(
          channelEdge(
            .dismissal, from: featureNode(id, role: .child),
            to: featureNode(presenter, role: .child), label: "dismiss()",
            tooltip: tooltip.isEmpty ? nil : tooltip))
      }
    }
  }

  /// The screen feature a stack write names: the stack field's enum reducer's case `caseName`.
  private func screenFeature(field: String?, caseName: String?, in parent: FeatureID) -> FeatureID?
  {
    guard let field, let caseName else { return nil }
    guard let container = queries.childFeature(ofField: field, in: parent) else { return nil }
    return queries.caseFeature(caseName, in: container)
  }

  /// The legend of the rows drawn; where a TCA 2 feature hears an event, a preference or a
  /// closure, the matcher's row says so.
  func legend() -> [LegendEntry] {
    let hears = [DelegateFlowLegendRow.event, .preference, .closure].contains(where: legendRows.contains)
    return legendRows.legend { row in
      guard row == .matcher, hears else { return row.entries }
      return [
        .node(
          "reducer that matches it, or feature that hears it", fill: Palette.root,
          text: Palette.text, style: .bold)
      ]
    }
  }
}

/// The channel kinds the delegate flow draws besides the delegate facts, each with an edge
/// style of its own and a legend row.
private enum DelegateFlowChannelStyle {
  /// ``ChannelKind/childAction``: a parent sends an action into a child.
  case childAction
  /// ``ChannelKind/presentation``: a parent pushes a screen onto a stack.
  case presentation
  /// ``ChannelKind/dismissal``: a dismissal, `pop(from:)`, `removeLast()`, or a child's own
  /// `dismiss()`.
  case dismissal
  /// ``ChannelKind/event``: a TCA 2 child posts an event its ancestor hears.
  case event
  /// ``ChannelKind/preference``: a TCA 2 child publishes a preference its ancestor observes.
  case preference
  /// ``ChannelKind/trigger``: a TCA 2 parent fires a child's trigger.
  case trigger
  /// ``ChannelKind/closure``: a child calls a closure its parent handed in.
  case closure

  /// The style of a TCA 2 channel kind; `nil` for the others.
  init?(_ kind: ChannelKind) {
    switch kind {
    case .event: self = .event
    case .preference: self = .preference
    case .trigger: self = .trigger
    case .closure: self = .closure
    default: return nil
    }
  }

  var edgeStyle: EdgeStyle {
    switch self {
    case .childAction, .presentation, .trigger: .solid
    case .dismissal, .preference: .dashed
    case .closure: .dotted
    case .event: .bold
    }
  }

  var color: String {
    switch self {
    case .childAction: Palette.sameDomain
    case .presentation, .dismissal: Palette.write
    case .event: Palette.event
    case .preference: Palette.preference
    case .trigger: Palette.trigger
    case .closure: Palette.closure
    }
  }

  var legendRow: DelegateFlowLegendRow {
    switch self {
    case .childAction: .childAction
    case .presentation: .presentation
    case .dismissal: .dismissal
    case .event: .event
    case .preference: .preference
    case .trigger: .trigger
    case .closure: .closure
    }
  }
}

/// The rows of the delegate flow's legend, in the order it lists them.
private enum DelegateFlowLegendRow: CaseIterable {
  case publisher, matcher, delegate, reEmission, event, preference, closure, trigger
  case childAction, presentation, dismissal, logicMatcher, sideEffect, viewResult, unheard, unread

  /// The legend's entries for the row.
  var entries: [LegendEntry] {
    switch self {
    case .publisher: [.node("child publishing a fact", fill: Palette.feature, text: Palette.text)]
    case .matcher:
      [.node("reducer that matches it", fill: Palette.root, text: Palette.text, style: .bold)]
    case .delegate: [.edge("delegate action", style: .bold, color: Palette.delegate)]
    case .reEmission:
      [.edge("re-emitted to its parent", style: .dashed, color: Palette.delegate)]
    case .event:
      [.edge("event: store.post, heard by .onEvent", style: .bold, color: Palette.event)]
    case .preference:
      [
        .edge(
          "preference: .preference, observed by .onPreferenceChange", style: .dashed,
          color: Palette.preference)
      ]
    case .closure:
      [.edge("calls a closure its parent handed in", style: .dotted, color: Palette.closure)]
    case .trigger:
      [.edge("fires a child's @Trigger", color: Palette.trigger)]
    case .childAction:
      [.edge("sends an action into a child", color: Palette.sameDomain)]
    case .presentation:
      [.edge("presents: pushes onto a stack", color: Palette.write)]
    case .dismissal:
      [
        .edge(
          "dismisses: dismiss, pop, removeLast", style: .dashed,
          color: Palette.write)
      ]
    case .logicMatcher:
      [
        .node(
          "reducer that matches it, in a logic reducer that runs on its state and actions",
          shape: .component, fill: Palette.root, text: Palette.text, style: .bold)
      ]
    case .sideEffect:
      [
        .node(
          "what the reducer does", shape: .roundedBox, fill: Palette.wrapper, text: Palette.text)
      ]
    case .viewResult:
      [.node("the result the views show", shape: .ellipse, fill: Palette.view, text: Palette.text)]
    case .unheard:
      [.node("an event or preference no scanned ancestor hears", shape: .note, style: .dashed)]
    case .unread: [UnreadMark.legend]
    }
  }
}
