/// Where an action route leads in a graph's action trees.
public struct RouteResolution: Hashable, Sendable {
  /// The feature whose `Action` holds the deepest case the route names.
  public var owner: FeatureID
  /// What the route reaches.
  public var match: HandlerMatch
  /// How many child cases the route names (0: only the feature's own actions). A catch-all on a
  /// child case (`.editor`) or a wrapper-level case (`.editor(.dismiss)`) has depth 1, and so
  /// does a match on a direct child's own action (`.editor(.presented(.delegate(.x)))`).
  public var depth: Int
  /// The lane of the deepest case, if it is in one.
  public var lane: Lane?

  public init(owner: FeatureID, match: HandlerMatch, depth: Int, lane: Lane?) {
    self.owner = owner
    self.match = match
    self.depth = depth
    self.lane = lane
  }
}

extension ArchitectureGraph {
  /// Follows `route` (case names) from `feature`'s `Action` through child cases and their
  /// wrappers, and says which feature's case it ends on and in which lane.
  ///
  /// A ``FeatureKind/logic`` reducer has no `Action` of its own: its routes start from the
  /// `Action` of the feature it runs on (``Feature/runsOn``), and the cases they name there are
  /// that feature's. Both front ends classify handlers and emissions with this one function.
  public func resolve(route: [String], from feature: FeatureID) -> RouteResolution {
    var owner = feature
    if let logic = self.feature(feature), logic.kind == .logic, let host = logic.runsOn {
      owner = host
    }
    var cases = self.feature(owner)?.actions ?? []
    var depth = 0
    var lane: Lane?
    /// Whether the route is inside a value the owner presents (its alert's cases).
    var presentedByOwner = false
    var index = 0
    while index < route.count {
      guard let actionCase = cases.first(where: { $0.name == route[index] }) else {
        return RouteResolution(owner: owner, match: .unresolved, depth: depth, lane: lane)
      }
      index += 1
      switch actionCase.kind {
      case .leaf:
        // A `@Reducer enum`'s plain cases (an `alert`, a `confirmationDialog`) are not a child
        // feature's vocabulary: they belong to whoever presents the enum.
        if presentedByOwner || (depth > 0 && self.feature(owner)?.kind == .enumReducer) {
          return RouteResolution(owner: owner, match: .wrapper, depth: depth, lane: nil)
        }
        let laneMatch = actionCase.lane ?? lane
        return RouteResolution(
          owner: owner, match: Self.match(for: laneMatch), depth: depth, lane: laneMatch)
      case .group:
        lane = actionCase.lane
        cases = actionCase.cases
        let wrapper = actionCase.wrapper ?? ActionWrapper.bare
        if wrapper != .bare {
          // The feature's own alert or dialog (`.alert(.presented(.confirmar))`): its cases and
          // the wrapper's `dismiss` belong to the feature, like an enum reducer's plain cases.
          presentedByOwner = true
          if index == route.count {
            return RouteResolution(owner: owner, match: .catchAll, depth: depth, lane: nil)
          }
          if wrapper.parentOwnedCases.contains(route[index]) {
            return RouteResolution(owner: owner, match: .wrapper, depth: depth, lane: nil)
          }
          if let element = wrapper.elementCase {
            guard route[index] == element else {
              return RouteResolution(owner: owner, match: .unresolved, depth: depth, lane: nil)
            }
            index += 1
            if index == route.count {
              return RouteResolution(owner: owner, match: .catchAll, depth: depth, lane: nil)
            }
          }
        } else if lane == nil, depth > 0, self.feature(owner)?.kind == .enumReducer {
          // An enum reducer's `alert(Alert)`: the presenting feature's, like its cases.
          presentedByOwner = true
        }
        if index == route.count {
          let match = presentedByOwner ? HandlerMatch.wrapper : Self.match(for: lane)
          return RouteResolution(owner: owner, match: match, depth: depth, lane: lane)
        }
      case .child:
        guard let child = actionCase.child else {
          return RouteResolution(owner: owner, match: .unresolved, depth: depth, lane: lane)
        }
        depth += 1
        if index == route.count {
          return RouteResolution(owner: owner, match: .catchAll, depth: depth, lane: nil)
        }
        let wrapper = actionCase.wrapper ?? ActionWrapper.bare
        if wrapper.parentOwnedCases.contains(route[index]) {
          return RouteResolution(owner: owner, match: .wrapper, depth: depth, lane: nil)
        }
        if let element = wrapper.elementCase {
          guard route[index] == element else {
            return RouteResolution(owner: owner, match: .unresolved, depth: depth, lane: nil)
          }
          index += 1
          if index == route.count {
            return RouteResolution(owner: owner, match: .catchAll, depth: depth, lane: nil)
          }
        }
        owner = child
        cases = self.feature(child)?.actions ?? []
        lane = nil
      }
    }
    return RouteResolution(owner: owner, match: .catchAll, depth: depth, lane: lane)
  }

  private static func match(for lane: Lane?) -> HandlerMatch {
    switch lane {
    case .view: .view
    case .internal: .internal
    case .delegate: .delegate
    case nil: .other
    }
  }
}
