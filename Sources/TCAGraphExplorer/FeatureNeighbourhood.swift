import TreeIntrospect

/// The part of a graph one feature's pictures read, so drawing a page costs what the page shows,
/// not the whole app: the feature, the features a few levels below it, and, cut down to what
/// concerns it, its parents (and the parents of a `@Reducer enum` parent), every reducer that
/// matches its actions, and the features at the other end of its TCA 2 channels.
///
/// Parents, matchers and the parents' handlers are indexed once for the whole graph; each page's
/// graph is then cut in time proportional to its own size. A parent composing 20,000 children or
/// a chain of 8,000 ancestors costs each page one parent, with only the scope and the handlers
/// that reach the feature.
package struct FeatureNeighbourhood {
  let graph: ArchitectureGraph
  private let byID: [FeatureID: Feature]
  /// The features whose body composes each feature, in the graph's order, each once.
  private let composers: [FeatureID: [FeatureID]]
  /// Per feature, the other reducers with handlers for its actions (their owner resolved on the
  /// whole graph) and those handlers, in the graph's order.
  private let matchers: [FeatureID: [(matcher: FeatureID, handlers: [Handler])]]
  /// Per feature, the positions of its scopes and of its action cases of each feature below it,
  /// so a parent of thousands of children is cut down to one of them without a pass over all.
  private let scopesOf: [FeatureID: Positions]
  private let casesOf: [FeatureID: Positions]
  /// Each feature's channels (``ArchitectureGraph/channelsByFeature``), derived once for all pages.
  private let channelsOf: [FeatureID: [Channel]]
  /// The TCA 2 channels other features open toward each feature: what it hears, observes,
  /// handed in or has fired in it.
  private let talkInto: [FeatureID: [Channel]]

  init(graph: ArchitectureGraph) {
    self.graph = graph
    byID = graph.featuresByID
    channelsOf = graph.channelsByFeature
    var into: [FeatureID: [Channel]] = [:]
    for channel in channelsOf.values.joined() where channel.kind.isFeatureTalk {
      if let target = channel.to.feature { into[target, default: []].append(channel) }
    }
    talkInto = into
    var composers: [FeatureID: [FeatureID]] = [:]
    var matchers: [FeatureID: [(matcher: FeatureID, handlers: [Handler])]] = [:]
    var scopesOf: [FeatureID: Positions] = [:]
    var casesOf: [FeatureID: Positions] = [:]
    for feature in graph.features {
      scopesOf[feature.id] = Positions(feature.children) { $0.child }
      casesOf[feature.id] = Positions(feature.actions) { $0.child }
      var seen = Set<FeatureID>()
      for child in feature.children.map(\.child) where seen.insert(child).inserted {
        composers[child, default: []].append(feature.id)
      }
      var handlers: [FeatureID: [Handler]] = [:]
      var owners: [FeatureID] = []
      for handler in feature.handlers {
        let owner =
          handler.owner ?? graph.resolve(route: handler.route, from: feature.id).owner
        guard owner != feature.id else { continue }
        if handlers[owner] == nil { owners.append(owner) }
        handlers[owner, default: []].append(handler)
      }
      for owner in owners {
        matchers[owner, default: []].append((feature.id, handlers[owner] ?? []))
      }
    }
    self.composers = composers
    self.matchers = matchers
    self.scopesOf = scopesOf
    self.casesOf = casesOf
  }

  /// How many other reducers have handlers for `id`'s actions.
  func matcherCount(of id: FeatureID) -> Int {
    matchers[id]?.count ?? 0
  }

  /// The features whose body composes `id`, in the graph's order.
  func parents(of id: FeatureID) -> [FeatureID] {
    composers[id] ?? []
  }

  /// The features `feature` composes or whose actions it nests.
  private static func below(_ feature: Feature) -> [FeatureID] {
    var seen = Set<FeatureID>()
    return (feature.children.map(\.child) + feature.actions.compactMap(\.child)).filter {
      seen.insert($0).inserted
    }
  }

  /// `id` and the features at most `depth` levels below it, whole; its parents, the parents of
  /// a parent that is a `@Reducer enum`, and the reducers matching its actions, each with only
  /// its scopes and action cases of features kept and its handlers of `id`'s actions (their
  /// owner written out); as a graph with the original graph's roots among them.
  func graph(around id: FeatureID, depth: Int) -> ArchitectureGraph {
    var whole: Set<FeatureID> = [id]
    var level = [id]
    for _ in 0..<depth {
      level = level.flatMap { byID[$0].map(Self.below) ?? [] }.filter { whole.insert($0).inserted }
    }
    var above: [FeatureID] = []
    var kept = whole
    func keep(_ feature: FeatureID) {
      if kept.insert(feature).inserted { above.append(feature) }
    }
    for parent in parents(of: id) {
      keep(parent)
      if byID[parent]?.kind == .enumReducer { parents(of: parent).forEach(keep) }
    }
    let matching = matchers[id] ?? []
    for entry in matching { keep(entry.matcher) }
    // TCA 2's channels reach past parents: an ancestor hears an event, a descendant posts one.
    for channel in talkInto[id] ?? [] { channel.from.feature.map(keep) }
    for channel in channelsOf[id] ?? [] where channel.kind.isFeatureTalk {
      channel.to.feature.map(keep)
    }
    var handlersOfID: [FeatureID: [Handler]] = [:]
    for entry in matching {
      handlersOfID[entry.matcher] = entry.handlers.map { handler in
        var resolved = handler
        resolved.owner = id
        return resolved
      }
    }
    let features =
      whole.compactMap { byID[$0] }
      + above.compactMap { ancestor -> Feature? in
        guard var feature = byID[ancestor] else { return nil }
        feature.children = (scopesOf[ancestor] ?? Positions()).kept(
          of: feature.children, in: kept
        ) { $0.child }
        feature.actions = (casesOf[ancestor] ?? Positions()).kept(of: feature.actions, in: kept) {
          $0.child
        }
        feature.handlers = handlersOfID[ancestor] ?? []
        return feature
      }
    return graph.subgraph(roots: graph.roots.filter(kept.contains), features: features)
  }

  /// Where a feature's scopes or action cases name each feature below it.
  private struct Positions {
    /// The positions of the elements naming each feature.
    var byFeature: [FeatureID: [Int]] = [:]
    /// The positions of the elements naming none.
    var others: [Int] = []
    var count = 0

    init() {}

    /// The positions of `elements`, each naming the feature `named` gives, or none.
    init<Element>(_ elements: [Element], named: (Element) -> FeatureID?) {
      count = elements.count
      for (position, element) in elements.enumerated() {
        if let feature = named(element) {
          byFeature[feature, default: []].append(position)
        } else {
          others.append(position)
        }
      }
    }

    /// The elements of `elements` naming a feature of `kept` or none, in order. When the kept
    /// features are fewer than the elements, only theirs are looked up, so cutting a parent of
    /// thousands of children down costs what is kept.
    func kept<Element>(
      of elements: [Element], in kept: Set<FeatureID>, named: (Element) -> FeatureID?
    ) -> [Element] {
      guard count == elements.count, kept.count < count else {
        return elements.filter { named($0).map(kept.contains) ?? true }
      }
      let chosen = kept.flatMap { byFeature[$0] ?? [] } + others
      return chosen.sorted().map { elements[$0] }
    }
  }

  /// The handlers of other reducers that name `id` as their explicit owner, with the reducer
  /// they are in, in the graph's order.
  func handlers(owned id: FeatureID) -> [(parent: FeatureID, handler: Handler)] {
    (matchers[id] ?? []).flatMap { entry in
      entry.handlers.filter { $0.owner == id }.map { (entry.matcher, $0) }
    }
  }
}

extension FeatureNeighbourhood {
  /// Every channel `id` opens, as ``ArchitectureGraph/channels(of:)`` gives it.
  func channels(of id: FeatureID) -> [Channel] { channelsOf[id] ?? [] }

  /// The TCA 2 channels other features open toward `id`, in the graph's channel order.
  func talk(into id: FeatureID) -> [Channel] { Channel.sortedAndMerged(talkInto[id] ?? []) }
}
