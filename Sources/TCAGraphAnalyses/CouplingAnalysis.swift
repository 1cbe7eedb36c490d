import TreeIntrospect

/// One parent → child coupling edge and the parent's handlers attributed to it, sorted by what
/// they match.
///
/// Most edges are compositions: `parent`'s `body` composes `child` through ``scope``. An edge
/// can also reach *through* `@Reducer enum`s (a navigation `Path`, a `Destination`): lesson 004
/// makes the reducer that owns the stack the one parent of every stacked screen, so
/// `AppFeature → Resena` via `AppFeature.Path` is an edge of its own, with ``via`` naming the enum
/// reducers crossed and ``scope`` the parent's composition of the first one.
public struct CouplingEdge: Hashable, Sendable {
  /// The feature whose reducer matches the child's actions.
  public var parent: FeatureID
  /// The first struct feature the handlers' routes enter (or an enum reducer, for an edge that
  /// composes one directly).
  public var child: FeatureID
  /// The parent's own composition the routes enter first (operator, paths, position in `body`).
  public var scope: ChildScope
  /// The `@Reducer enum`s crossed between `parent` and `child`, outermost first; empty when
  /// `parent` composes `child` itself.
  public var via: [FeatureID]
  /// Handlers matching a descendant's `delegate` lane: the published interface.
  public var delegateMatches: [Handler]
  /// Handlers matching a descendant's `view` lane, `_internal` lane or a flat case: private
  /// vocabulary, against lesson 000's third rule.
  public var privateMatches: [Handler]
  /// Handlers matching a wrapper case (`dismiss`, `popFrom`), a whole child (`case .editor:`), or a
  /// route that could not be resolved.
  public var otherMatches: [Handler]

  public init(
    parent: FeatureID, child: FeatureID, scope: ChildScope, via: [FeatureID] = [],
    delegateMatches: [Handler] = [], privateMatches: [Handler] = [], otherMatches: [Handler] = []
  ) {
    self.parent = parent
    self.child = child
    self.scope = scope
    self.via = via
    self.delegateMatches = delegateMatches
    self.privateMatches = privateMatches
    self.otherMatches = otherMatches
  }

  /// Whether `parent`'s `body` composes `child` itself (no enum reducer in between).
  public var isDirect: Bool { via.isEmpty }

  /// Every handler of the edge: private, then delegate, then the others.
  public var handlers: [Handler] { privateMatches + delegateMatches + otherMatches }

  /// How the parent treats the child's contract.
  public var health: CouplingHealth {
    if !privateMatches.isEmpty { return .breach }
    if !delegateMatches.isEmpty || !otherMatches.isEmpty { return .healthy }
    return .unobserved
  }
}

/// Whether a parent respects a child's delegate contract.
public enum CouplingHealth: String, Hashable, Sendable, CaseIterable {
  /// The parent matches only `delegate`, wrapper cases or whole children.
  case healthy
  /// The parent matches some private case of the child's subtree.
  case breach
  /// The parent matches nothing of the child.
  case unobserved
}

/// Every coupling edge of `graph` with the parent's handlers attributed to it. Edges come sorted
/// by parent, then body order; the edges through a composed enum reducer follow the edge to it.
///
/// A handler belongs to the edge from its feature to the first struct feature its route enters,
/// passing through `@Reducer enum`s and their wrappers:
/// - `camino.element.resena.delegate.x` belongs to `AppFeature → Resena` via `AppFeature.Path`;
/// - `lista.fila.element.view.x` belongs to `AppFeature → Lista` (Lista is a struct: the deeper
///   owner is named by the views, not made an edge);
/// - a route that stops at the enum (`camino`, `camino.popFrom`, `camino.element`) belongs to the
///   edge over the enum itself (`AppFeature → AppFeature.Path`).
///
/// Every struct feature reachable through a composed enum reducer gets an edge, handled or not,
/// so a screen nobody observes shows as unobserved. Handlers on the parent's own actions, and
/// handlers entering a child case that `body` does not compose, belong to no edge.
///
/// A logic reducer (a ``ScopeOperator/sameDomain`` entry of `body`) is not a child: it has no
/// actions to keep private and gets no edge. Its arms are its host's handlers (naming it in
/// ``Handler/via``) and count on the host's edges like the host's own.
public func couplingEdges(in graph: ArchitectureGraph) -> [CouplingEdge] {
  let byID = graph.featuresByID
  var enumCases: [FeatureID: [FeatureID]] = [:]
  for (id, feature) in byID where feature.kind == .enumReducer {
    enumCases[id] =
      feature.domainChildrenInBodyOrder.map(\.child) + feature.actions.compactMap(\.child)
  }
  var result: [CouplingEdge] = []
  for parentID in byID.keys.sorted() {
    guard let parent = byID[parentID] else { continue }
    let scopes = parent.domainChildrenInBodyOrder
    var edges: [CouplingEdge] = []
    // Each edge's index by what identifies it, the first one winning, so attributing a handler
    // is a look-up rather than a search (a parent of 10,000 children has as many edges).
    var indexByKey: [EdgeKey: Int] = [:]
    func add(_ edge: CouplingEdge) -> Int {
      edges.append(edge)
      let key = EdgeKey(scope: edge.scope, child: edge.child, via: edge.via)
      if indexByKey[key] == nil { indexByKey[key] = edges.count - 1 }
      return indexByKey[key] ?? edges.count - 1
    }
    for scope in scopes {
      _ = add(CouplingEdge(parent: parentID, child: scope.child, scope: scope))
      for (screen, via) in featuresThroughEnums(from: scope.child, enumCases: enumCases) {
        _ = add(CouplingEdge(parent: parentID, child: screen, scope: scope, via: via))
      }
    }
    for handler in parent.handlers {
      guard let first = handler.route.first else { continue }
      let named = parent.action(named: first)?.child
      let scopeIndex =
        scopes.firstIndex { $0.actionPath == first && (named == nil || $0.child == named) }
        ?? scopes.firstIndex { $0.actionPath == first }
      guard let scopeIndex else { continue }
      let scope = scopes[scopeIndex]
      let wrapper = parent.action(named: first)?.wrapper ?? .bare
      let (child, via) = enteredFeature(
        route: handler.route.dropFirst(), from: parentID, entering: scope.child,
        wrapper: wrapper, in: graph)
      let index =
        indexByKey[EdgeKey(scope: scope, child: child, via: via)]
        ?? add(CouplingEdge(parent: parentID, child: child, scope: scope, via: via))
      if handler.match == .delegate {
        edges[index].delegateMatches.append(handler)
      } else if handler.match.isPrivate {
        edges[index].privateMatches.append(handler)
      } else {
        edges[index].otherMatches.append(handler)
      }
    }
    result += edges
  }
  return result
}

/// What tells one coupling edge of a parent from another.
private struct EdgeKey: Hashable {
  var scope: ChildScope
  var child: FeatureID
  var via: [FeatureID]
}

/// The struct features reachable from `start` through enum reducers' cases, each with the enum
/// reducers crossed, in case order; empty when `start` is not an enum reducer. `enumCases` holds
/// each enum reducer's cases' features, scoped ones first.
private func featuresThroughEnums(from start: FeatureID, enumCases: [FeatureID: [FeatureID]])
  -> [(FeatureID, [FeatureID])]
{
  /// An enum reducer being walked: its cases' features and the next one to read.
  struct Frame {
    var id: FeatureID
    var cases: [FeatureID]
    var next = 0
  }
  func frame(_ id: FeatureID) -> Frame? {
    enumCases[id].map { Frame(id: id, cases: $0) }
  }
  var result: [(FeatureID, [FeatureID])] = []
  var seen = Set<FeatureID>()
  // Depth first in case order, on an explicit stack (enum reducers may nest thousands deep);
  // the enum reducers crossed are the ones on the stack. Each enum reducer is entered once: a
  // second way into it (its `body` scopes each case that its `Action` also carries) reaches
  // only screens already found.
  var stack = frame(start).map { [$0] } ?? []
  var entered: Set<FeatureID> = [start]
  while let top = stack.last {
    guard top.next < top.cases.count else {
      stack.removeLast()
      continue
    }
    let child = top.cases[top.next]
    stack[stack.count - 1].next += 1
    if enumCases[child] != nil {
      if entered.insert(child).inserted, let inner = frame(child) { stack.append(inner) }
    } else if seen.insert(child).inserted {
      result.append((child, stack.map(\.id)))
    }
  }
  return result
}

/// Follows `route` (the cases after `parent`'s own child case) from `start` through enum
/// reducers and their wrappers; returns the feature the route settles in and the enum reducers
/// crossed on the way. A fold over ``ArchitectureGraph/steps(route:from:entering:through:)``
/// that also enters a case an enum reducer's `body` scopes but its `Action` does not carry.
private func enteredFeature(
  route: ArraySlice<String>, from parent: FeatureID, entering start: FeatureID,
  wrapper: ActionWrapper, in graph: ArchitectureGraph
) -> (FeatureID, [FeatureID]) {
  var current = start
  var via: [FeatureID] = []
  var rest = route
  var steps = graph.steps(route: rest, from: parent, entering: start, through: wrapper)
  var position = 0
  while position < steps.count, let feature = graph.feature(current),
    feature.kind == .enumReducer
  {
    let step = steps[position]
    position += 1
    switch step.kind {
    case .element(_, written: true):
      rest = rest.dropFirst()
    case .child(let actionCase) where actionCase.child != nil:
      via.append(current)
      current = actionCase.child ?? current
      rest = rest.dropFirst()
    case .lane, .ownPresentation, .child, .leaf, .unknown:
      guard
        step.owner == current,
        let child = feature.children.first(where: { $0.actionPath == step.name })?.child
      else { return (current, via) }
      var wrapper = ActionWrapper.bare
      if case .child(let actionCase) = step.kind { wrapper = actionCase.wrapper ?? .bare }
      if case .ownPresentation(let actionCase) = step.kind { wrapper = actionCase.wrapper ?? .bare }
      via.append(current)
      current = child
      rest = rest.dropFirst()
      steps = graph.steps(route: rest, from: feature.id, entering: child, through: wrapper)
      position = 0
    case .element(_, written: false), .parentOwned:
      return (current, via)
    }
  }
  return (current, via)
}
