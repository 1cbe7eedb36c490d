import TreeIntrospect

extension CompositionGraph {
  /// The elementary cycles of the composition longer than a feature composing itself, each once,
  /// starting at its smallest feature id, sorted.
  package struct Cycles: Equatable, Sendable {
    /// Each cycle's features in composition order, without repeating the first at the end.
    package var cycles: [[FeatureID]]
    /// The components whose cycles were not all listed because there are more than
    /// ``CompositionGraph/cycleLimit`` of them, or finding them took too long, each sorted.
    package var truncated: [[FeatureID]]
  }

  /// How many cycles one strongly connected component lists at most.
  package static let cycleLimit = 64
  /// How many edges the search for one component's cycles follows at most.
  package static let cycleSearchSteps = 100_000

  /// The elementary cycles of length two or more, searched within each strongly connected
  /// component only, so the search ends on any graph: at most ``cycleLimit`` cycles and
  /// ``cycleSearchSteps`` edges followed per component.
  package var cycles: Cycles {
    var found = Cycles(cycles: [], truncated: [])
    for component in components where component.count > 1 {
      let members = Set(component)
      var parents: [FeatureID: [FeatureID]] = [:]
      for member in component {
        for child in children(of: member) where members.contains(child) {
          parents[child, default: []].append(member)
        }
      }
      var listed: [[FeatureID]] = []
      var steps = 0
      var complete = true
      search: for start in component {
        // Paths from `start` through larger members only, so each cycle is found once, from its
        // smallest feature, and only through the members that lead back to `start` that way.
        var leadBack: Set<FeatureID> = [start]
        var pending = [start]
        while let next = pending.popLast() {
          for parent in parents[next, default: []] where parent > start {
            steps += 1
            if leadBack.insert(parent).inserted { pending.append(parent) }
          }
        }
        let onward = { (feature: FeatureID) in
          self.children(of: feature).filter { leadBack.contains($0) }
        }
        var path = [start]
        var onPath: Set<FeatureID> = [start]
        var frames: [(successors: [FeatureID], next: Int)] = [(onward(start), 0)]
        while let frame = frames.last {
          guard frame.next < frame.successors.count else {
            frames.removeLast()
            onPath.remove(path.removeLast())
            continue
          }
          frames[frames.count - 1].next += 1
          steps += 1
          let child = frame.successors[frame.next]
          guard steps <= Self.cycleSearchSteps,
            child != start || path.count == 1 || listed.count < Self.cycleLimit
          else {
            complete = false
            break search
          }
          if child == start {
            if path.count > 1 { listed.append(path) }
          } else if !onPath.contains(child) {
            path.append(child)
            onPath.insert(child)
            frames.append((onward(child), 0))
          }
        }
      }
      found.cycles += listed
      if !complete { found.truncated.append(component) }
    }
    found.cycles.sort { $0.lexicographicallyPrecedes($1) }
    return found
  }
}
