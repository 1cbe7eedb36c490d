import TreeIntrospect

extension CompositionGraph {
  /// The longest chain of composition from a feature nothing else composes.
  package struct DepthChain: Equatable, Sendable {
    /// The feature the chain starts at (for a cycle nothing composes, its smallest feature).
    package var root: FeatureID
    /// One feature per level, the root first; a cycle counts as one level, named by the feature
    /// the chain enters it at.
    package var chain: [FeatureID]
    /// The number of levels: 1 for a root that composes nothing.
    package var depth: Int { chain.count }
  }

  /// For each feature nothing else composes (each strongly connected component nothing outside
  /// it composes), the longest chain of composition below it, sorted by root; a cycle counts as
  /// one level, so the depth is finite on any graph. Ties go to the smallest child.
  package var depthChains: [DepthChain] {
    let components = self.components
    var componentOf: [FeatureID: Int] = [:]
    for (number, members) in components.enumerated() {
      for member in members { componentOf[member] = number }
    }
    // Tarjan's order puts every component after those it composes, so one pass in that order
    // knows each successor's depth before it needs it.
    var depth = [Int](repeating: 1, count: components.count)
    var next = [FeatureID?](repeating: nil, count: components.count)
    var composed = [Bool](repeating: false, count: components.count)
    for (number, members) in components.enumerated() {
      for member in members {
        for child in children(of: member) {
          guard let target = componentOf[child], target != number else { continue }
          composed[target] = true
          let candidate = depth[target] + 1
          if candidate > depth[number]
            || (candidate == depth[number] && next[number].map { child < $0 } == true)
          {
            depth[number] = candidate
            next[number] = child
          }
        }
      }
    }
    var chains: [DepthChain] = []
    for (number, members) in components.enumerated() where !composed[number] {
      guard let root = members.first else { continue }
      var chain = [root]
      var current = number
      while let child = next[current], let target = componentOf[child] {
        chain.append(child)
        current = target
      }
      chains.append(DepthChain(root: root, chain: chain))
    }
    return chains.sorted { $0.root < $1.root }
  }
}
