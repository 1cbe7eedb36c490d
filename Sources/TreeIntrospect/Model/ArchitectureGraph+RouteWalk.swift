extension ArchitectureGraph {
  /// Reads `route` (case names) from `feature`'s `Action` through lanes, child cases and their
  /// wrappers, one ``RouteStep`` per name, until the route ends or a step ends the walk (a leaf,
  /// a parent-owned wrapper case, an unknown name).
  ///
  /// The walk is literal: it starts at `feature`'s own `Action`, also for a
  /// ``FeatureKind/logic`` reducer (``resolve(route:from:)`` starts at its host). Where a route
  /// leaves out a wrapper's element (a feature's own alert; `row(id, action)`; a key path through
  /// a `PresentationAction`), the walk assumes it and says so in
  /// ``RouteStep/Kind/element(_:written:)``.
  public func steps(route: some Collection<String>, from feature: FeatureID) -> [RouteStep] {
    var walker = RouteWalker(graph: self, route: Array(route))
    walker.walk(from: feature)
    return walker.steps
  }

  /// Reads `route` as the names that follow `parent`'s child case with `wrapper`, which carries
  /// `child`'s actions: the wrapper's element or parent-owned case first, then `child`'s cases.
  public func steps(
    route: some Collection<String>, from parent: FeatureID, entering child: FeatureID,
    through wrapper: ActionWrapper
  ) -> [RouteStep] {
    var walker = RouteWalker(graph: self, route: Array(route))
    if walker.passWrapper(wrapper, of: parent, impliesElement: wrapper == .presentation) {
      walker.walk(from: child)
    }
    return walker.steps
  }
}

/// The one walk of a route through the action trees; see ``ArchitectureGraph/steps(route:from:)``.
private struct RouteWalker {
  let graph: ArchitectureGraph
  let route: [String]
  /// The next name to read.
  var index = 0
  var steps: [RouteStep] = []

  init(graph: ArchitectureGraph, route: [String]) {
    self.graph = graph
    self.route = route
  }

  /// Reads names from `index` on in `feature`'s `Action`, entering the children they name.
  mutating func walk(from feature: FeatureID) {
    var owner = feature
    var cases = graph.feature(owner)?.actions ?? []
    while index < route.count {
      let name = route[index]
      guard let actionCase = cases.first(where: { $0.name == name }) else {
        steps.append(RouteStep(name: name, owner: owner, kind: .unknown))
        return
      }
      index += 1
      switch actionCase.kind {
      case .leaf:
        steps.append(RouteStep(name: name, owner: owner, kind: .leaf(actionCase)))
        return
      case .group:
        cases = actionCase.cases
        let wrapper = actionCase.wrapper ?? .bare
        guard wrapper != .bare else {
          steps.append(RouteStep(name: name, owner: owner, kind: .lane(actionCase)))
          continue
        }
        steps.append(RouteStep(name: name, owner: owner, kind: .ownPresentation(actionCase)))
        guard passWrapper(wrapper, of: owner, impliesElement: true) else { return }
      case .child:
        steps.append(RouteStep(name: name, owner: owner, kind: .child(actionCase)))
        let wrapper = actionCase.wrapper ?? .bare
        // `row(id, action)` leaves out `element`, and a key path `\.destination.alert` leaves
        // out `presented` (`PresentationAction`'s case paths look through it).
        let impliesElement = actionCase.payload.count == 2 || wrapper == .presentation
        guard let child = actionCase.child,
          passWrapper(wrapper, of: owner, impliesElement: impliesElement)
        else { return }
        owner = child
        cases = graph.feature(child)?.actions ?? []
      }
    }
  }

  /// Reads the wrapper case after a case of `owner` with `wrapper`, if the route goes on;
  /// whether the walk goes on into what the wrapper holds.
  mutating func passWrapper(_ wrapper: ActionWrapper, of owner: FeatureID, impliesElement: Bool)
    -> Bool
  {
    guard index < route.count else { return false }
    let name = route[index]
    if wrapper.parentOwnedCases.contains(name) {
      index += 1
      steps.append(RouteStep(name: name, owner: owner, kind: .parentOwned(wrapper)))
      return false
    }
    guard let element = wrapper.elementCase else { return true }
    if name == element {
      index += 1
      steps.append(RouteStep(name: name, owner: owner, kind: .element(wrapper, written: true)))
      return true
    }
    guard impliesElement else {
      steps.append(RouteStep(name: name, owner: owner, kind: .unknown))
      return false
    }
    steps.append(RouteStep(name: element, owner: owner, kind: .element(wrapper, written: false)))
    return true
  }
}
