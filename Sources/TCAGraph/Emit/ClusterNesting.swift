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
}
