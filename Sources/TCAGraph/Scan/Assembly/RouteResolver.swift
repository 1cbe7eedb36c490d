import TreeIntrospect

/// Classifies handler and emission routes with ``ArchitectureGraph/resolve(route:from:)``, and
/// trims routes to the cases the action tree names (payload values are not cases).
struct RouteResolver {
  private let features: [FeatureID: Feature]

  init(features: [FeatureID: Feature]) {
    self.features = features
  }

  /// One walk of a route through the action trees.
  private struct Walk {
    /// The route, with the `element` that tuple-style cases (`row(id, action)`) leave out.
    var route: [String]
    /// How many leading names the action trees know.
    var length: Int
    /// The features passed through.
    var path: [FeatureID]
    /// Whether the walk stopped at a leaf (so what follows is payload, not cases).
    var atLeaf: Bool
    /// Where the names of a feature the scan did not see begin.
    var externalFrom: Int?
  }

  private static let laneNames: [String: Lane] = [
    "delegate": .delegate, "view": .view, "_internal": .internal, "internal": .internal,
  ]

  private func walk(_ written: [String], from start: FeatureID) -> Walk {
    var route = written
    var path = [start]
    var cases = features[start]?.actions ?? []
    var index = 0
    func stop(_ length: Int, atLeaf: Bool, externalFrom: Int? = nil) -> Walk {
      Walk(route: route, length: length, path: path, atLeaf: atLeaf, externalFrom: externalFrom)
    }
    while index < route.count {
      guard let actionCase = cases.first(where: { $0.name == route[index] }) else { break }
      index += 1
      switch actionCase.kind {
      case .leaf:
        return stop(index, atLeaf: true)
      case .group:
        cases = actionCase.cases
        // The feature's own alert: `.alert(.dismiss)`, `.alert(.presented(.x))`, `\.alert.x`.
        let wrapper = actionCase.wrapper ?? ActionWrapper.bare
        guard wrapper != .bare, index < route.count else { continue }
        if wrapper.parentOwnedCases.contains(route[index]) { return stop(index + 1, atLeaf: true) }
        if let element = wrapper.elementCase {
          if route[index] != element { route.insert(element, at: index) }
          index += 1
        }
      case .child:
        guard let child = actionCase.child, index < route.count else {
          return stop(index, atLeaf: true)
        }
        let wrapper = actionCase.wrapper ?? ActionWrapper.bare
        if wrapper.parentOwnedCases.contains(route[index]) { return stop(index + 1, atLeaf: true) }
        if let element = wrapper.elementCase {
          // `row(id, action)` leaves out `element`, and a key path `\.destination.alert` leaves
          // out `presented` (`PresentationAction`'s case paths look through it).
          if route[index] != element, actionCase.payload.count == 2 || wrapper == .presentation {
            route.insert(element, at: index)
          }
          guard route[index] == element else { return stop(index, atLeaf: false) }
          index += 1
        }
        path.append(child)
        cases = features[child]?.actions ?? []
        if features[child] == nil { return stop(route.count, atLeaf: false, externalFrom: index) }
      }
    }
    return stop(index, atLeaf: false)
  }

  /// The route trimmed to the cases the action trees know (keeping the first unknown name, so a
  /// bad route stays visible), and the IR's resolution of it. A route into a feature the scan did
  /// not see is classified by TCA's lane names (`.delegate`, `.view`, `._internal`).
  func resolve(_ written: [String], from feature: FeatureID) -> ([String], RouteResolution) {
    let walked = walk(written, from: feature)
    let route = walked.route
    var known =
      walked.atLeaf || walked.length >= route.count
      ? Array(route.prefix(walked.length)) : Array(route.prefix(walked.length + 1))
    let graph = ArchitectureGraph(roots: [], features: walked.path.compactMap { features[$0] })
    var resolution = graph.resolve(route: known, from: feature)
    if resolution.match == .unresolved, let from = walked.externalFrom, from < known.count,
      let external = walked.path.last
    {
      let rest = known[from...]
      if let laneIndex = rest.firstIndex(where: { Self.laneNames[$0] != nil }),
        let lane = Self.laneNames[known[laneIndex]]
      {
        let match: HandlerMatch =
          switch lane {
          case .delegate: .delegate
          case .view: .view
          case .internal: .internal
          }
        resolution = RouteResolution(
          owner: external, match: match, depth: resolution.depth + laneIndex - from, lane: lane)
        // After a lane's case come payload values (`.delegate(.start(.timed))`), not cases.
        known = Array(known.prefix(laneIndex + 2))
      } else {
        resolution = RouteResolution(
          owner: external, match: .other, depth: resolution.depth, lane: nil)
      }
    }
    return (known, resolution)
  }

  /// Whether a route's first name is not a case of the feature's `Action` at all.
  func firstCaseIsUnknown(_ route: [String], in feature: FeatureID) -> Bool {
    guard let first = route.first, let actions = features[feature]?.actions, !actions.isEmpty else {
      return false
    }
    return !actions.contains { $0.name == first }
  }

  /// A handler, if the pattern reaches into a child (also through a lane of the feature's own:
  /// `.internal(.destination(…))`), into the feature's own alert or dialog, or is the feature's
  /// own delegate lane.
  func handler(_ raw: RawHandler, in feature: FeatureID) -> Handler? {
    guard reachesChildOrOwnDelegate(raw.route, in: feature) else { return nil }
    let (route, written) = resolve(raw.route, from: feature)
    var resolution = written
    if resolution.match.isPrivate, resolution.owner != feature, raw.effects.isEmpty,
      !raw.mutatesState, !raw.returnsEffect, namesWholeLane(route, owner: resolution.owner)
    {
      // `case .editor(.internal), .editor(.view), .editor(.binding): return .none` spells out
      // `case .editor: return .none`: it ignores whole lanes and depends on no private action.
      resolution.match = .catchAll
    }
    var handler = Handler(
      route: route, owner: resolution.owner, match: resolution.match,
      effects: raw.effects.compactMap { effect($0, in: feature) },
      mutatesState: raw.mutatesState, returnsEffect: raw.returnsEffect, pattern: raw.pattern,
      location: raw.location)
    // Only a look inside a leaf's payload belongs to the arm; a nested switch over a bound child
    // action (`case let .rows(.element(id: _, action: a)): switch a { … }`) matches cases of its own.
    if route.count < raw.route.count { handler.arm = raw.arm }
    return handler
  }

  /// Whether a route stops at a whole lane of `owner` (`.editor(.internal)`), or at its
  /// `binding` case, which `BindableAction` names and no feature renames.
  private func namesWholeLane(_ route: [String], owner: FeatureID) -> Bool {
    guard let last = route.last else { return false }
    if last == "binding" { return true }
    guard let actions = features[owner]?.actions else { return Self.laneNames[last] != nil }
    return actions.contains { $0.name == last && $0.kind == .group }
  }

  private func reachesChildOrOwnDelegate(_ route: [String], in feature: FeatureID) -> Bool {
    var cases = features[feature]?.actions ?? []
    for name in route {
      guard let actionCase = cases.first(where: { $0.name == name }) else { return false }
      switch actionCase.kind {
      case .child: return true
      case .leaf: return false
      case .group:
        if actionCase.lane == .delegate { return true }
        if let wrapper = actionCase.wrapper, wrapper != .bare { return true }
        cases = actionCase.cases
      }
    }
    return false
  }

  /// The first child case a route names, through the feature's own lanes, and the index after it.
  private func firstChildCase(_ route: [String], in feature: FeatureID) -> (ActionCase, Int)? {
    var cases = features[feature]?.actions ?? []
    for (index, name) in route.enumerated() {
      guard let actionCase = cases.first(where: { $0.name == name }) else { return nil }
      switch actionCase.kind {
      case .child: return (actionCase, index + 1)
      case .leaf: return nil
      case .group: cases = actionCase.cases
      }
    }
    return nil
  }

  /// An emission with its owner and lane.
  func emission(_ raw: RawEmission, in feature: FeatureID) -> Emission {
    let (route, resolution) = resolve(raw.route, from: feature)
    let resolved = resolution.match != .unresolved
    return Emission(
      route: route, owner: resolved ? resolution.owner : nil, lane: resolution.lane,
      origin: raw.origin, location: raw.location)
  }

  private func effect(_ raw: RawEffect, in feature: FeatureID) -> HandlerEffect? {
    let fields = features[feature]?.stateFields ?? []
    let isStack = { (target: String?) in
      fields.contains { $0.name == target && $0.container == .stack }
    }
    switch raw.kind {
    case .stackWrite:
      return HandlerEffect(
        kind: .stackWrite, target: raw.target, detail: raw.detail, location: raw.location)
    case .popFrom:
      return HandlerEffect(kind: .popFrom, target: raw.target, location: raw.location)
    case .removeLast:
      guard isStack(raw.target) else { return nil }
      return HandlerEffect(kind: .removeLast, target: raw.target, location: raw.location)
    case .append:
      guard isStack(raw.target) else { return nil }
      return HandlerEffect(kind: .push, target: raw.target, location: raw.location)
    case .assignNil:
      return HandlerEffect(kind: .dismiss, target: raw.target, location: raw.location)
    case .send:
      return sendEffect(raw, in: feature)
    }
  }

  private func sendEffect(_ raw: RawEffect, in feature: FeatureID) -> HandlerEffect {
    let (route, resolution) = resolve(raw.route, from: feature)
    let detail = route.joined(separator: ".")
    if resolution.depth == 0, resolution.lane == .delegate {
      return HandlerEffect(kind: .sendDelegate, detail: detail, location: raw.location)
    }
    if let (childCase, next) = firstChildCase(route, in: feature) {
      if resolution.match == .wrapper, next < route.count, route[next] == "dismiss" {
        return HandlerEffect(
          kind: .dismiss, target: childCase.name, detail: detail, location: raw.location)
      }
      return HandlerEffect(
        kind: .sendToChild, target: childCase.name, detail: detail, location: raw.location)
    }
    return HandlerEffect(kind: .send, detail: detail, location: raw.location)
  }
}
