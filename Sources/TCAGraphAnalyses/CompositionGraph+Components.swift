import TreeIntrospect

extension CompositionGraph {
  /// The strongly connected components (Tarjan's algorithm, on an explicit stack so a chain
  /// thousands deep cannot overflow the call stack), each sorted, in reverse topological order: a
  /// component comes after every component it composes. Deterministic: nodes and edges are
  /// visited in id order.
  package var components: [[FeatureID]] {
    let position = Dictionary(uniqueKeysWithValues: features.enumerated().map { ($1, $0) })
    let successors = features.map { children(of: $0).compactMap { position[$0] } }
    var index = [Int?](repeating: nil, count: features.count)
    var lowLink = [Int](repeating: 0, count: features.count)
    var onStack = [Bool](repeating: false, count: features.count)
    var stack: [Int] = []
    var result: [[FeatureID]] = []
    var counter = 0
    func visit(_ node: Int) {
      index[node] = counter
      lowLink[node] = counter
      counter += 1
      stack.append(node)
      onStack[node] = true
    }
    for start in features.indices where index[start] == nil {
      // Each frame is a node and the position of the next edge to follow.
      var frames: [(node: Int, next: Int)] = [(start, 0)]
      visit(start)
      while let frame = frames.last {
        if frame.next < successors[frame.node].count {
          frames[frames.count - 1].next += 1
          let child = successors[frame.node][frame.next]
          if let seen = index[child] {
            if onStack[child] { lowLink[frame.node] = min(lowLink[frame.node], seen) }
          } else {
            visit(child)
            frames.append((child, 0))
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last {
          lowLink[parent.node] = min(lowLink[parent.node], lowLink[frame.node])
        }
        guard lowLink[frame.node] == index[frame.node] else { continue }
        var component: [FeatureID] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(features[member])
          if member == frame.node { break }
        }
        result.append(component.sorted())
      }
    }
    return result
  }
}
