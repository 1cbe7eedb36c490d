extension DiagramChanges {
  /// `picture` with only the change and its neighbourhood: the `changed` nodes (marked, or ends
  /// of a marked edge), the nodes one edge away from those (and, `keepingAncestors`, every node
  /// above a kept one along edges that rank). What hangs below a kept node and is not kept becomes one dashed
  /// note under it, `+N unchanged features`; what hangs below no kept node becomes one note of
  /// its own. A picture without a change is that one note.
  func folding(_ picture: GraphDescription, changed: Set<String>, keepingAncestors: Bool)
    -> GraphDescription
  {
    // A node without edges that stands for no feature (an empty picture's sentence) stays.
    let connected = Set(picture.edges.flatMap { [$0.from, $0.to] })
    var kept = changed.union(
      picture.nodes.filter { !connected.contains($0.id) && Self.feature(ofNode: $0.id) == nil }
        .map(\.id))
    for edge in picture.edges {
      if changed.contains(edge.from) { kept.insert(edge.to) }
      if changed.contains(edge.to) { kept.insert(edge.from) }
    }
    if keepingAncestors {
      var parents: [String: [String]] = [:]
      for edge in picture.edges where edge.constraint {
        parents[edge.to, default: []].append(edge.from)
      }
      var pending = Array(kept)
      while let id = pending.popLast() {
        for parent in parents[id] ?? [] where kept.insert(parent).inserted {
          pending.append(parent)
        }
      }
    }

    var children: [String: [String]] = [:]
    for edge in picture.edges where edge.constraint {
      children[edge.from, default: []].append(edge.to)
    }
    var result = picture
    result.nodes = picture.nodes.filter { kept.contains($0.id) }
    result.edges = picture.edges.filter { kept.contains($0.from) && kept.contains($0.to) }
    var folded = Set<String>()
    /// How many feature nodes hang below `start` through nodes not kept, each counted once.
    func foldBelow(_ start: String) -> Int {
      var count = 0
      var pending = [start]
      while let id = pending.popLast() {
        guard !kept.contains(id), folded.insert(id).inserted else { continue }
        if Self.feature(ofNode: id) != nil { count += 1 }
        pending.append(contentsOf: children[id] ?? [])
      }
      return count
    }
    for node in picture.nodes where kept.contains(node.id) {
      let count = (children[node.id] ?? []).map(foldBelow).reduce(0, +)
      guard count > 0 else { continue }
      let id = Self.foldPrefix + node.id
      result.nodes.append(
        GraphNode(
          id: id, label: "+\(count) unchanged feature\(count == 1 ? "" : "s")", shape: .note,
          style: .dashed, cluster: node.cluster))
      result.edges.append(GraphEdge(from: node.id, to: id, style: .dashed, color: Palette.neutral))
    }
    let elsewhere = picture.nodes.filter {
      !kept.contains($0.id) && !folded.contains($0.id) && Self.feature(ofNode: $0.id) != nil
    }.count
    if elsewhere > 0 {
      let features = "\(elsewhere) unchanged feature\(elsewhere == 1 ? "" : "s")"
      let label =
        kept.isEmpty
        ? "nothing here changed since \(baseName)\n(\(features))" : "+\(features) elsewhere"
      result.nodes.append(
        GraphNode(id: Self.foldPrefix + "elsewhere", label: label, shape: .note, style: .dashed))
    }
    var clusters = Set(result.nodes.compactMap(\.cluster))
    let parents = Dictionary(
      picture.clusters.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
    var pending = Array(clusters)
    while let id = pending.popLast() {
      if let parent = parents[id] ?? nil, clusters.insert(parent).inserted {
        pending.append(parent)
      }
    }
    result.clusters = picture.clusters.filter { clusters.contains($0.id) }
    return result
  }
}
