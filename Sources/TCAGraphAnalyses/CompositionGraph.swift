import TreeIntrospect

/// Which struct feature composes which, seen through `@Reducer enum`s and logic reducers: a
/// feature that composes a destination enum composes each of the enum's cases, and one that lists
/// a logic reducer composes what the logic reducer composes, since both run in the composing
/// feature's domain. Nodes are the graph's ``FeatureKind/reducer`` features; an edge keeps the
/// child scope of the composing feature's `body` it comes from.
package struct CompositionGraph: Sendable {
  /// One feature composing another, through `scope` of the composing feature's `body`.
  package struct Edge: Hashable, Sendable {
    package var child: FeatureID
    package var scope: ChildScope
  }

  /// The nodes, sorted.
  package let features: [FeatureID]
  /// Each node's edges, sorted by child and without repeats (the first scope in body order
  /// wins); an edge may lead back to its own feature (a tree of `Comment`s).
  package let edges: [FeatureID: [Edge]]

  package init(_ graph: ArchitectureGraph) {
    let byID = graph.featuresByID
    var edges: [FeatureID: [Edge]] = [:]
    let nodes = graph.features.filter { $0.kind == .reducer }
    for feature in nodes {
      var first: [FeatureID: ChildScope] = [:]
      for scope in feature.children {
        for child in Self.composedFeatures(scope.child, byID: byID) where first[child] == nil {
          first[child] = scope
        }
      }
      edges[feature.id] = first.sorted { $0.key < $1.key }.map {
        Edge(child: $0.key, scope: $0.value)
      }
    }
    self.features = nodes.map(\.id).sorted()
    self.edges = edges
  }

  /// The struct features `child` stands for: itself, or through enum and logic reducers (and
  /// theirs, nested), the struct features they compose; features the graph lacks give none.
  private static func composedFeatures(_ child: FeatureID, byID: [FeatureID: Feature])
    -> [FeatureID]
  {
    var result: [FeatureID] = []
    var pending = [child]
    var seen: Set<FeatureID> = []
    while let next = pending.popLast() {
      guard seen.insert(next).inserted, let feature = byID[next] else { continue }
      switch feature.kind {
      case .reducer: result.append(next)
      case .enumReducer, .logic: pending += feature.children.map(\.child).reversed()
      }
    }
    return result
  }

  /// The features `feature` composes, sorted.
  package func children(of feature: FeatureID) -> [FeatureID] {
    edges[feature, default: []].map(\.child)
  }

  /// The edge from `parent` to `child`, if `parent` composes it.
  package func edge(from parent: FeatureID, to child: FeatureID) -> Edge? {
    edges[parent]?.first { $0.child == child }
  }
}
