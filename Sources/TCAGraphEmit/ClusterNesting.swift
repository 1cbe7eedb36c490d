import TCAGraphViews

/// How a description's nodes and clusters nest, in the order both emitters write them: each
/// cluster's own nodes and child clusters, the top-level clusters, and the nodes in no cluster.
struct ClusterNesting {
  private(set) var nodesByCluster: [String: [GraphNode]] = [:]
  private(set) var looseNodes: [GraphNode] = []
  private(set) var childClusters: [String: [GraphCluster]] = [:]
  private(set) var topClusters: [GraphCluster] = []

  init(_ graph: GraphDescription) {
    let clusterIDs = Set(graph.clusters.map(\.id))
    for node in graph.nodes {
      if let cluster = node.cluster, clusterIDs.contains(cluster) {
        nodesByCluster[cluster, default: []].append(node)
      } else {
        looseNodes.append(node)
      }
    }
    for cluster in graph.clusters {
      if let parent = cluster.parent, clusterIDs.contains(parent), parent != cluster.id {
        childClusters[parent, default: []].append(cluster)
      } else {
        topClusters.append(cluster)
      }
    }
  }

  /// Visits every cluster reachable from the top ones, depth first in order: `open` with its
  /// depth (0 at the top) before its child clusters, `close` after them. The walk keeps its own
  /// stack, so clusters nested thousands deep cannot exhaust the thread's.
  func forEachCluster(
    open: (GraphCluster, _ depth: Int) -> Void, close: (GraphCluster, _ depth: Int) -> Void
  ) {
    var visited = Set<String>()
    var stack: [(cluster: GraphCluster, next: Int)] = []
    for top in topClusters where visited.insert(top.id).inserted {
      open(top, 0)
      stack.append((top, 0))
      while let last = stack.last {
        let children = childClusters[last.cluster.id] ?? []
        guard last.next < children.count else {
          stack.removeLast()
          close(last.cluster, stack.count)
          continue
        }
        stack[stack.count - 1].next += 1
        let child = children[last.next]
        guard visited.insert(child.id).inserted else { continue }
        open(child, stack.count)
        stack.append((child, 0))
      }
    }
  }

  /// The indentation of a line `depth` clusters deep, `base` being the top level's; it stops
  /// growing past ``maximumIndentDepth`` so deeply nested text stays linear in size.
  static func indent(_ base: String, depth: Int) -> String {
    base + String(repeating: "  ", count: min(depth, maximumIndentDepth))
  }

  /// The deepest nesting that indents further.
  static let maximumIndentDepth = 32
}
