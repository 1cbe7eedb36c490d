import TreeIntrospect

/// The part of a graph one feature's pictures read, so drawing a page costs what the page shows,
/// not the whole app: the feature, the features a few levels below it, and, cut down to what
/// concerns it, its parents (and the parents of a `@Reducer enum` parent) and every reducer that
/// matches its actions.
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

  init(graph: ArchitectureGraph) {
    self.graph = graph
    byID = graph.featuresByID
    var composers: [FeatureID: [FeatureID]] = [:]
    var matchers: [FeatureID: [(matcher: FeatureID, handlers: [Handler])]] = [:]
    for feature in graph.features {
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
        feature.children = feature.children.filter { kept.contains($0.child) }
        feature.actions = feature.actions.filter { $0.child.map(kept.contains) ?? true }
        feature.handlers = handlersOfID[ancestor] ?? []
        return feature
      }
    return ArchitectureGraph(roots: graph.roots.filter(kept.contains), features: features)
  }

  /// The handlers of other reducers that name `id` as their explicit owner, with the reducer
  /// they are in, in the graph's order.
  func handlers(owned id: FeatureID) -> [(parent: FeatureID, handler: Handler)] {
    (matchers[id] ?? []).flatMap { entry in
      entry.handlers.filter { $0.owner == id }.map { (entry.matcher, $0) }
    }
  }
}
