import TreeIntrospect

/// The part of a graph one feature's pictures read: every feature above it and the features a
/// few levels below it, so drawing a page costs what the page shows, not the whole app.
///
/// Parents are indexed once for the whole graph; each page's graph is then cut in time
/// proportional to its own size.
struct FeatureNeighbourhood {
  let graph: ArchitectureGraph
  private let parents: [FeatureID: [FeatureID]]
  private let byID: [FeatureID: Feature]

  init(graph: ArchitectureGraph) {
    self.graph = graph
    byID = graph.featuresByID
    var parents: [FeatureID: [FeatureID]] = [:]
    for feature in graph.features {
      for child in Self.below(feature) { parents[child, default: []].append(feature.id) }
    }
    self.parents = parents
  }

  /// The features `feature` composes or whose actions it nests.
  private static func below(_ feature: Feature) -> [FeatureID] {
    var seen = Set<FeatureID>()
    return (feature.children.map(\.child) + feature.actions.compactMap(\.child)).filter {
      seen.insert($0).inserted
    }
  }

  /// `id`, every feature above it, and the features at most `depth` levels below it, as a
  /// graph with the original graph's roots among them.
  func graph(around id: FeatureID, depth: Int) -> ArchitectureGraph {
    var kept: Set<FeatureID> = [id]
    var stack = [id]
    while let next = stack.popLast() {
      for parent in parents[next] ?? [] where kept.insert(parent).inserted {
        stack.append(parent)
      }
    }
    var level = [id]
    for _ in 0..<depth {
      level = level.flatMap { byID[$0].map(Self.below) ?? [] }.filter { kept.insert($0).inserted }
    }
    return ArchitectureGraph(
      roots: graph.roots.filter(kept.contains), features: kept.compactMap { byID[$0] })
  }
}
