import TCAGraphSyntax
import TreeIntrospect

/// Classifies handler and emission routes with ``ArchitectureGraph/resolve(route:from:)``, and
/// trims routes to the cases the action tree names (payload values are not cases).
struct RouteResolver {
  private let features: [FeatureID: Feature]
  /// The features as a graph, for the IR's walk of a route.
  private let graph: ArchitectureGraph

  init(features: [FeatureID: Feature]) {
    self.features = features
    self.graph = ArchitectureGraph(roots: [], features: Array(features.values))
  }

  /// One walk of a route through the action trees.
  private struct Walk {
    /// The route, with the `element` that tuple-style cases (`row(id, action)`) leave out.
    var route: [String]
    /// How many leading names the action trees know.
    var length: Int
    /// The feature the scan did not see that the route enters, if any.
    var external: FeatureID?
    /// Where the names of ``external`` begin.
    var externalFrom: Int?
    /// Whether the walk stopped at a leaf (so what follows is payload, not cases).
    var atLeaf: Bool
  }

  /// The IR's walk of `written` from `start`, folded into the route with the wrapper elements it
  /// assumed and how much of it the action trees know.
  private func walk(_ written: [String], from start: FeatureID) -> Walk {
    let steps = graph.steps(route: written, from: start)
    let read = steps.filter { step in
      if case .element(_, written: false) = step.kind { return false }
      return true
    }
    let route = steps.map(\.name) + written.dropFirst(read.count)
    guard let last = steps.last else {
      return Walk(route: route, length: 0, atLeaf: false)
    }
    switch last.kind {
    case .unknown:
      if last.owner != start, graph.feature(last.owner) == nil {
        return Walk(
          route: route, length: route.count, external: last.owner,
          externalFrom: steps.count - 1, atLeaf: false)
      }
      return Walk(route: route, length: steps.count - 1, atLeaf: false)
    case .leaf, .parentOwned, .child:
      return Walk(route: route, length: steps.count, atLeaf: true)
    case .lane, .ownPresentation, .element:
      return Walk(route: route, length: steps.count, atLeaf: false)
    }
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
    var resolution = graph.resolve(route: known, from: feature)
    if resolution.match == .unresolved, let from = walked.externalFrom, from < known.count,
      let external = walked.external
    {
      let rest = known[from...]
      if let laneIndex = rest.firstIndex(where: { Lane(caseName: $0) != nil }),
        let lane = Lane(caseName: known[laneIndex])
      {
        resolution = RouteResolution(
          owner: external, match: HandlerMatch(lane: lane),
          depth: resolution.depth + laneIndex - from, lane: lane)
        // After a lane's case come payload values (`.delegate(.start(.timed))`), not cases.
        known = Array(known.prefix(laneIndex + 2))
      } else {
        resolution = RouteResolution(
          owner: external, match: .other, depth: resolution.depth, lane: nil)
      }
    }
    return (known, resolution)
  }

  /// The route with the cases that carry the feature's own `Action` (``ActionCase/recursive``,
  /// through its lanes) taken off its head, and those cases' names: the route of
  /// `.adminAuthed(.adminAuthed(.menuBar(.quitTapped)))` is `["menuBar", "quitTapped"]` through
  /// `["adminAuthed", "adminAuthed"]`. Each pass takes at least one name, so the route's length
  /// bounds the unwrapping; a route that ends at such a case is left whole.
  func unwrappingOwnAction(_ route: [String], in feature: FeatureID) -> (
    through: [String], route: [String]
  ) {
    var through: [String] = []
    var rest = route[...]
    while true {
      let steps = graph.steps(route: rest, from: feature)
      guard let last = steps.last, case .leaf(let leaf) = last.kind, leaf.recursive == true,
        steps.count < rest.count,
        steps.dropLast().allSatisfy({ step in
          if case .lane = step.kind { return true }
          return false
        })
      else { break }
      through += rest.prefix(steps.count)
      rest = rest.dropFirst(steps.count)
    }
    return (through, Array(rest))
  }

  /// Whether a route names a case carrying the feature's own `Action` last
  /// (`.adminAuthed(let inner)`), so what it matches in that action is not in the route.
  func endsAtOwnAction(_ route: [String], in feature: FeatureID) -> Bool {
    let steps = graph.steps(route: route, from: feature)
    guard steps.count == route.count, let last = steps.last, case .leaf(let leaf) = last.kind
    else { return false }
    return leaf.recursive == true && last.owner == feature
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
    guard let actions = features[owner]?.actions else { return Lane(caseName: last) != nil }
    return actions.contains { $0.name == last && $0.kind == .group }
  }

  private func reachesChildOrOwnDelegate(_ route: [String], in feature: FeatureID) -> Bool {
    for step in graph.steps(route: route, from: feature) {
      switch step.kind {
      case .child, .ownPresentation: return true
      case .lane(let group) where group.lane == .delegate: return true
      case .lane: continue
      default: return false
      }
    }
    return false
  }

  /// The first child case a route names, through the feature's own lanes, and the index after it.
  private func firstChildCase(_ route: [String], in feature: FeatureID) -> (ActionCase, Int)? {
    for (position, step) in graph.steps(route: route, from: feature).enumerated() {
      switch step.kind {
      case .child(let actionCase): return (actionCase, position + 1)
      case .lane: continue
      default: return nil
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
