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
  /// that feature's. Both front ends classify handlers and emissions with this one function, a
  /// fold over ``steps(route:from:)``.
  public func resolve(route: [String], from feature: FeatureID) -> RouteResolution {
    var owner = feature
    if let logic = self.feature(feature), logic.kind == .logic, let host = logic.runsOn {
      owner = host
    }
    var depth = 0
    var lane: Lane?
    /// Whether the route is inside a value the owner presents (its alert's cases).
    var presentedByOwner = false
    func resolution(_ match: HandlerMatch, lane: Lane?) -> RouteResolution {
      RouteResolution(owner: owner, match: match, depth: depth, lane: lane)
    }
    let steps = steps(route: route, from: owner)
    for (position, step) in steps.enumerated() {
      owner = step.owner
      let isLast = position == steps.count - 1
      switch step.kind {
      case .unknown:
        return resolution(.unresolved, lane: lane)
      case .leaf(let actionCase):
        // A `@Reducer enum`'s plain cases (an `alert`, a `confirmationDialog`) are not a child
        // feature's vocabulary: they belong to whoever presents the enum.
        // A TCA 2 `Prompt`'s cases are its buttons, its interface like an alert's.
        let presenterOwned = self.feature(owner).map { $0.kind == .enumReducer || $0.isPrompt }
        if presentedByOwner || (depth > 0 && presenterOwned == true) {
          return resolution(.wrapper, lane: nil)
        }
        let laneMatch = actionCase.lane ?? lane
        return resolution(HandlerMatch(lane: laneMatch), lane: laneMatch)
      case .lane(let actionCase):
        lane = actionCase.lane
        if lane == nil, depth > 0, self.feature(owner)?.kind == .enumReducer {
          // An enum reducer's `alert(Alert)`: the presenting feature's, like its cases.
          presentedByOwner = true
        }
        if isLast {
          return resolution(presentedByOwner ? .wrapper : HandlerMatch(lane: lane), lane: lane)
        }
      case .ownPresentation(let actionCase):
        // The feature's own alert or dialog (`.alert(.presented(.confirmar))`): its cases and
        // the wrapper's `dismiss` belong to the feature, like an enum reducer's plain cases.
        lane = actionCase.lane
        presentedByOwner = true
        if isLast { return resolution(.catchAll, lane: nil) }
      case .child(let actionCase):
        guard actionCase.child != nil else { return resolution(.unresolved, lane: lane) }
        depth += 1
        lane = nil
        if isLast { return resolution(.catchAll, lane: nil) }
      case .element(_, let written):
        guard written else { return resolution(.unresolved, lane: nil) }
        if isLast { return resolution(.catchAll, lane: nil) }
      case .parentOwned:
        return resolution(.wrapper, lane: nil)
      }
    }
    return resolution(.catchAll, lane: lane)
  }
}

extension HandlerMatch {
  /// What a route ending in `lane` matches: that lane, or ``other`` outside any lane.
  public init(lane: Lane?) {
    switch lane {
    case .view: self = .view
    case .internal: self = .internal
    case .delegate: self = .delegate
    case nil: self = .other
    }
  }
}
