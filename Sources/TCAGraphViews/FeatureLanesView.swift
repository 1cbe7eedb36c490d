import TCAGraphSupport
import TreeIntrospect

/// The `lanes` view: ``featureLanesView(for:in:)`` for each of ``featuresWithActions(in:)``,
/// written as `lanes/<Feature>`, named by ``FeatureFileNames``.
public struct LanesView: DiagramView {
  public static let id = "lanes"
  public static let summary =
    "One picture per feature: view → reducer → effect → _internal → delegate → parent."

  public init() {}

  public func diagrams(of graph: ArchitectureGraph, options: DiagramOptions) -> [Diagram] {
    let features = featuresWithActions(in: graph)
    let names = FeatureFileNames.names(for: features)
    let queries = GraphQueries(graph)
    let matchers = delegateMatchers(queries: queries)
    let heard = talkInto(queries: queries)
    return features.map { feature in
      Diagram(
        name: "\(Self.id)/\(names[feature] ?? FeatureFileNames.fileName(for: feature))",
        description: featureLanesView(
          for: feature, queries: queries, matchers: matchers, heard: heard))
    }
  }
}

/// The per-feature lanes of lesson 003: View → `Action.view` → reducer → Effect →
/// `Action._internal` → reducer → `Action.delegate` → the parent reducers, each lane box listing
/// the feature's real case names in its lane colour.
///
/// A feature without lanes gets one box of its flat cases marked "no lanes"; cases outside the
/// lanes of a feature that has some get a box of their own. Child features' actions, which also
/// reach the reducer, are listed in one box. A logic reducer has no lanes of its own: its picture
/// is a note naming the feature whose state and actions it runs on.
///
/// The parent box names the reducers that compose the feature and, when others match its
/// delegate actions (an ancestor past a `@Reducer enum`, or a grandparent), those too: "facts
/// matched by AppReducer".
public func featureLanesView(for id: FeatureID, in graph: ArchitectureGraph) -> GraphDescription {
  let queries = GraphQueries(graph)
  return featureLanesView(
    for: id, queries: queries, matchers: delegateMatchers(queries: queries),
    heard: talkInto(queries: queries))
}

/// ``featureLanesView(for:in:)`` with the graph's queries, ``delegateMatchers(queries:)`` and
/// ``talkInto(queries:)`` made once for every feature's picture.
func featureLanesView(
  for id: FeatureID, queries: GraphQueries, matchers: [FeatureID: [DelegateMatcher]],
  heard: [FeatureID: [Channel]]
) -> GraphDescription {
  let title = "Lanes of \(id.rawValue)"
  guard let feature = queries.byID[id] else {
    return GraphDescription(
      title: title,
      nodes: [
        GraphNode(id: "missing", label: "\(id.rawValue) is not in the graph", shape: .plainText)
      ]
    ).fittingLabels()
  }
  if feature.kind == .logic {
    let host = feature.runsOn?.rawValue ?? "its host"
    let note =
      "\(id.rawValue) has no actions of its own:\nit runs on \(host)'s state and actions"
      + (feature.runsOn == nil ? "" : "\n(see the lanes of \(host))")
    return GraphDescription(
      title: title, nodes: [GraphNode(id: "logic", label: note, shape: .plainText)]
    ).fittingLabels()
  }
  var lanes: [Lane: [String]] = [:]
  var flat: [String] = []
  var children: [String] = []
  for actionCase in feature.actions {
    switch actionCase.kind {
    case .group:
      let names = actionCase.cases.map(LabelText.leaf)
      if let lane = actionCase.lane { lanes[lane, default: []] += names } else { flat += names }
    case .leaf:
      if let lane = actionCase.lane {
        lanes[lane, default: []].append(LabelText.leaf(actionCase))
      } else {
        flat.append(LabelText.leaf(actionCase))
      }
    case .child:
      let child = actionCase.child.map { " (\($0.shortName))" } ?? ""
      children.append(actionCase.name + child)
    }
  }

  let reducer = "reducer"
  var nodes: [GraphNode] = []
  var edges: [GraphEdge] = []
  var legend: [LegendEntry] = []
  func laneNode(_ lane: Lane) -> String { "lane:\(lane.rawValue)" }
  func box(_ heading: String, _ items: [String]) -> String {
    items.isEmpty ? heading : heading + "\n\n" + LabelText.lines(items)
  }

  if lanes[.view] != nil || !flat.isEmpty {
    nodes.append(GraphNode(id: "view", label: "View", shape: .parallelogram))
  }
  nodes.append(
    GraphNode(
      id: reducer, label: UnreadMark.label("\(id.rawValue)\nreducer", of: feature),
      fillColor: Palette.root, textColor: Palette.text, style: .bold,
      tooltip: UnreadMark.tooltip(feature.location?.description, of: feature)))

  if let names = lanes[.view] {
    nodes.append(
      GraphNode(
        id: laneNode(.view), label: box("Action.view", names), fillColor: Palette.view,
        textColor: Palette.text))
    edges.append(GraphEdge(from: "view", to: laneNode(.view), label: "store.send"))
    edges.append(GraphEdge(from: laneNode(.view), to: reducer))
  }
  let hasLanes = !lanes.isEmpty
  if !flat.isEmpty {
    let heading = hasLanes ? "Action (outside the lanes)" : "Action (no lanes)"
    nodes.append(
      GraphNode(
        id: "flat", label: box(heading, flat), style: .dashed))
    if lanes[.view] == nil {
      edges.append(GraphEdge(from: "view", to: "flat", label: "store.send"))
    }
    edges.append(GraphEdge(from: "flat", to: reducer))
    legend.append(
      .node(hasLanes ? "cases outside any lane" : "flat cases: no lanes", style: .dashed))
  }
  let effect = "effect"
  nodes.append(
    GraphNode(
      id: effect, label: "Effect", shape: .ellipse, fillColor: Palette.effect,
      textColor: Palette.text))
  let words = feature.writtenDialect.vocabulary
  edges.append(GraphEdge(from: reducer, to: effect, label: words.effectStart))
  if let names = lanes[.internal] {
    nodes.append(
      GraphNode(
        id: laneNode(.internal), label: box("Action._internal", names),
        fillColor: Palette.internal, textColor: Palette.text))
    edges.append(
      GraphEdge(from: effect, to: laneNode(.internal), label: words.effectSend))
    edges.append(GraphEdge(from: laneNode(.internal), to: reducer, constraint: false))
  } else if !flat.isEmpty {
    edges.append(
      GraphEdge(
        from: effect, to: "flat", label: words.effectSend, style: .dashed,
        constraint: false))
  }
  if !children.isEmpty {
    nodes.append(
      GraphNode(
        id: "children", label: box("child actions", children), shape: .folder,
        fillColor: Palette.feature, textColor: Palette.text))
    edges.append(GraphEdge(from: "children", to: reducer, label: "routed up"))
    legend.append(
      .node("child features' actions", shape: .folder, fill: Palette.feature, text: Palette.text))
  }
  if let names = lanes[.delegate] {
    nodes.append(
      GraphNode(
        id: laneNode(.delegate), label: box("Action.delegate", names),
        fillColor: Palette.delegate, textColor: Palette.text))
    edges.append(GraphEdge(from: reducer, to: laneNode(.delegate), label: "send(.delegate)"))
    let parents = handlingParents(of: id, queries: queries)
    var parentLabel =
      parents.isEmpty
      ? "parent reducer\n(none composes \(id.shortName))"
      : "parent reducer\n" + LabelText.lines(parents.map(\.name))
    let matching = matchers[id] ?? []
    if !Set(matching.map(\.reducer)).isSubset(of: parents.map(\.reducer)) {
      parentLabel += "\n\nfacts matched by\n" + LabelText.lines(matching.map(\.name))
    }
    nodes.append(
      GraphNode(
        id: "parent", label: parentLabel, fillColor: Palette.feature, textColor: Palette.text,
        style: parents.isEmpty ? .dashed : []))
    edges.append(GraphEdge(from: laneNode(.delegate), to: "parent"))
  }
  let incoming = (heard[id] ?? []).map { channel in
    let short = channel.name.split(separator: ".").last.map(String.init) ?? channel.name
    return "\(channel.kind.rawValue) \(short) (\(channel.from.id))"
  }
  if !incoming.isEmpty {
    nodes.append(
      GraphNode(
        id: "heard", label: box("heard (TCA 2)", Array(Set(incoming)).sorted()), shape: .note,
        fillColor: Palette.feature, textColor: Palette.text))
    edges.append(GraphEdge(from: "heard", to: reducer, label: "hears"))
    legend.append(
      .node(
        "events, preferences, closures and triggers it hears", shape: .note,
        fill: Palette.feature, text: Palette.text))
  }
  let published = publishedTalk(of: feature)
  if !published.isEmpty {
    nodes.append(
      GraphNode(
        id: "published", label: box("published (TCA 2)", published.map(\.item)),
        shape: .note, fillColor: Palette.delegate, textColor: Palette.text))
    edges.append(
      GraphEdge(
        from: reducer, to: "published",
        label: LabelText.lines(Array(Set(published.map(\.call))).sorted())))
    let hearers = Array(Set(published.flatMap(\.hearers))).sorted()
    nodes.append(
      GraphNode(
        id: "hearers",
        label: hearers.isEmpty
          ? "no scanned ancestor\nhears it" : "heard by\n" + LabelText.lines(hearers),
        fillColor: Palette.feature, textColor: Palette.text, style: hearers.isEmpty ? .dashed : []))
    edges.append(GraphEdge(from: "published", to: "hearers"))
    legend.append(
      .node(
        "events, preferences and closures it publishes", shape: .note, fill: Palette.delegate,
        text: Palette.text))
  }
  if lanes.isEmpty && flat.isEmpty && children.isEmpty {
    nodes.append(GraphNode(id: "none", label: "no actions", shape: .plainText))
  }

  var entries: [LegendEntry] = [
    .node("the feature's reducer", fill: Palette.root, text: Palette.text, style: .bold)
  ]
  for lane in Lane.allCases where lanes[lane] != nil {
    entries.append(
      .node(
        "Action.\(lane.caseName)", fill: Palette.color(for: lane), text: Palette.text))
  }
  entries.append(.node("Effect", shape: .ellipse, fill: Palette.effect, text: Palette.text))
  if UnreadMark.applies(to: feature) { entries.append(UnreadMark.legend) }
  return GraphDescription(
    title: title, direction: .topToBottom, nodes: nodes, edges: edges, legend: entries + legend
  ).fittingLabels()
}

/// For each feature, the TCA 2 channels other features open toward it: the events and
/// preferences it hears, the closures it handed a child, the triggers its parent fires in it.
func talkInto(queries: GraphQueries) -> [FeatureID: [Channel]] {
  var result: [FeatureID: [Channel]] = [:]
  for id in queries.sortedIDs {
    for channel in queries.byID[id]?.channels ?? [] where channel.kind.isFeatureTalk {
      if let target = channel.to.feature { result[target, default: []].append(channel) }
    }
  }
  return result
}

/// What a TCA 2 feature publishes toward its ancestors: each event and preference key it posts
/// and closure it calls (`event AddBookEvent`), how (`store.post`), and who hears it.
private func publishedTalk(of feature: Feature)
  -> [(item: String, call: String, hearers: [String])]
{
  var items: [String: (call: String, hearers: Set<String>)] = [:]
  for channel in feature.channels ?? [] {
    let call: String
    switch (channel.kind, channel.access) {
    case (.event, .posts): call = "store.post"
    case (.preference, .publishes): call = ".preference"
    case (.closure, .calls): call = "calls"
    default: continue
    }
    let short = channel.name.split(separator: ".").last.map(String.init) ?? channel.name
    let item = "\(channel.kind.rawValue) \(short)"
    var entry = items[item] ?? (call, [])
    if let hearer = channel.to.feature { entry.hearers.insert(hearer.rawValue) }
    items[item] = entry
  }
  return items.sorted { $0.key < $1.key }.map { ($0.key, $0.value.call, $0.value.hearers.sorted()) }
}

/// The struct reducers with actions of their own (lanes or plain cases, not only child cases),
/// sorted: the ones ``featureLanesView(for:in:)`` has lanes to draw for. A root that only routes
/// its children has none, and neither has a `@Reducer enum` of screens (its plain cases are
/// alerts and dialogs its presenter handles).
public func featuresWithActions(in graph: ArchitectureGraph) -> [FeatureID] {
  graph.features.filter { feature in
    feature.kind == .reducer && feature.actions.contains { $0.kind != .child }
  }.map(\.id).sorted()
}

/// A reducer that matches a feature's delegate action, as the lanes name it.
struct DelegateMatcher: Hashable {
  /// The feature whose reducer holds the matching arm (the host, for an arm in a logic reducer).
  var reducer: FeatureID
  /// `AppReducer`, or `AppReducer (in GameCenterLogic)`.
  var name: String
}

/// For each feature, the reducers with an arm matching its `delegate` lane, in the order of
/// the graph's sorted features: the same handlers the delegate flow draws.
func delegateMatchers(queries: GraphQueries) -> [FeatureID: [DelegateMatcher]] {
  var result: [FeatureID: [DelegateMatcher]] = [:]
  for id in queries.sortedIDs {
    for handler in queries.byID[id]?.handlers ?? [] where handler.match == .delegate {
      let owner = handler.owner ?? queries.graph.resolve(route: handler.route, from: id).owner
      guard owner != id else { continue }
      let matcher = DelegateMatcher(
        reducer: id, name: LabelText.reducer(id.rawValue, via: handler.via))
      if !(result[owner] ?? []).contains(matcher) { result[owner, default: []].append(matcher) }
    }
  }
  return result
}

/// The reducers that receive `id`'s delegate actions: its parents, and for a parent that is a
/// `@Reducer enum` (a path or destination, which handles nothing), that enum's own parents
/// (`AppFeature (through AppFeature.Path)`); each with the reducer it names.
private func handlingParents(of id: FeatureID, queries: GraphQueries)
  -> [(name: String, reducer: FeatureID)]
{
  var parents: [(name: String, reducer: FeatureID)] = []
  for parent in queries.parents(of: id) {
    guard queries.byID[parent]?.kind == .enumReducer else {
      parents.append((parent.rawValue, parent))
      continue
    }
    let owners = queries.parents(of: parent)
    if owners.isEmpty { parents.append((parent.rawValue, parent)) }
    for owner in owners {
      parents.append(("\(owner.rawValue) (through \(parent.shortName))", owner))
    }
  }
  var seen = Set<String>()
  return parents.filter { seen.insert($0.name).inserted }
}
