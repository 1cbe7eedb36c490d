import TreeIntrospect

/// One parent → child composition edge and the parent's handlers that reach into that child's
/// subtree, sorted by what they match.
public struct CouplingEdge: Hashable, Sendable {
  /// The feature whose `body` composes the child.
  public var parent: FeatureID
  /// The direct child the handlers' routes enter first.
  public var child: FeatureID
  /// The composition itself (operator, paths, position in `body`).
  public var scope: ChildScope
  /// Handlers matching a descendant's `delegate` lane: the published interface.
  public var delegateMatches: [Handler]
  /// Handlers matching a descendant's `view` lane, `_internal` lane or a flat case: private
  /// vocabulary, against lesson 000's third rule.
  public var privateMatches: [Handler]
  /// Handlers matching a wrapper case (`dismiss`, `popFrom`), a whole child (`case .editor:`), or a
  /// route that could not be resolved.
  public var otherMatches: [Handler]

  public init(
    parent: FeatureID, child: FeatureID, scope: ChildScope, delegateMatches: [Handler] = [],
    privateMatches: [Handler] = [], otherMatches: [Handler] = []
  ) {
    self.parent = parent
    self.child = child
    self.scope = scope
    self.delegateMatches = delegateMatches
    self.privateMatches = privateMatches
    self.otherMatches = otherMatches
  }

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

/// Every composition edge of `graph` with the parent's handlers attributed to it: a handler
/// belongs to the direct child edge its route enters first (`camino.element.resena.delegate.x`
/// belongs to the edge over `camino`). Edges come sorted by parent, then body order.
///
/// Handlers on the parent's own actions (not entering any child case) belong to no edge.
public func couplingEdges(in graph: ArchitectureGraph) -> [CouplingEdge] {
  let byID = graph.featuresByID
  var result: [CouplingEdge] = []
  for parentID in byID.keys.sorted() {
    guard let parent = byID[parentID] else { continue }
    let scopes = parent.children.enumerated()
      .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
    var edges = scopes.map { CouplingEdge(parent: parentID, child: $0.child, scope: $0) }
    for handler in parent.handlers {
      guard let first = handler.route.first else { continue }
      let named = parent.action(named: first)?.child
      let index =
        edges.firstIndex { $0.scope.actionPath == first && (named == nil || $0.child == named) }
        ?? edges.firstIndex { $0.scope.actionPath == first }
      guard let index else { continue }
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
