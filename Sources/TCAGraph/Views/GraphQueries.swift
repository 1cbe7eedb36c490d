import TreeIntrospect

/// Look-ups over an ``ArchitectureGraph`` that several views share, all independent of the order
/// of `graph.features`.
struct GraphQueries {
  let graph: ArchitectureGraph
  let byID: [FeatureID: Feature]

  init(_ graph: ArchitectureGraph) {
    self.graph = graph
    self.byID = graph.featuresByID
  }

  /// Every feature id, sorted.
  var sortedIDs: [FeatureID] { byID.keys.sorted() }

  /// The features that compose `id`, sorted.
  func parents(of id: FeatureID) -> [FeatureID] {
    sortedIDs.filter { parent in byID[parent]?.children.contains { $0.child == id } ?? false }
  }

  /// A feature's child scopes in body order (ties keep the order they were written in),
  /// including the ``ScopeOperator/sameDomain`` entries of its logic reducers.
  func children(of id: FeatureID) -> [ChildScope] {
    byID[id]?.childrenInBodyOrder ?? []
  }

  /// A feature's child scopes that embed a domain of their own, in body order: every child but
  /// its logic reducers, which have no state or action path.
  func domainChildren(of id: FeatureID) -> [ChildScope] {
    byID[id]?.domainChildrenInBodyOrder ?? []
  }

  /// Whether `id` is a reducer with no domain of its own (``FeatureKind/logic``).
  func isLogic(_ id: FeatureID) -> Bool {
    byID[id]?.kind == .logic
  }

  /// The features a picture starts from: `focus`, else the graph's roots, else the features no
  /// one composes, else every feature. A logic reducer is never a start of its own (it runs on
  /// its host), unless it is the `focus`.
  func startFeatures(focus: FeatureID?) -> [FeatureID] {
    if let focus { return [focus] }
    var seen = Set<FeatureID>()
    let roots = graph.roots.filter { !isLogic($0) && seen.insert($0).inserted }
    if !roots.isEmpty { return roots }
    let composed = Set(byID.values.flatMap { $0.children.map(\.child) })
    let uncomposed = sortedIDs.filter { !composed.contains($0) && !isLogic($0) }
    return uncomposed.isEmpty ? sortedIDs : uncomposed
  }

  /// Whether `id` is one of the graph's roots (or, with no roots recorded, composed by no one).
  func isRoot(_ id: FeatureID) -> Bool {
    startFeatures(focus: nil).contains(id)
  }

  /// The feature a child case of `parent`'s action names (`editor` → `Editor`), if any.
  func childFeature(ofCase name: String, in parent: FeatureID) -> FeatureID? {
    if let actionCase = byID[parent]?.action(named: name), let child = actionCase.child {
      return child
    }
    return domainChildren(of: parent).first { $0.actionPath == name || $0.statePath == name }?
      .child
  }

  /// The feature a state field of `parent` holds (`camino` → `AppFeature.Path`), if any.
  func childFeature(ofField field: String, in parent: FeatureID) -> FeatureID? {
    let trimmed = field.hasPrefix("$") ? String(field.dropFirst()) : field
    let scopes = domainChildren(of: parent)
    if let scope = scopes.first(where: {
      $0.statePath == trimmed || $0.statePath == "$" + trimmed
    }) {
      return scope.child
    }
    return childFeature(ofCase: trimmed, in: parent)
  }

  /// The feature behind case `name` of an enum reducer, or of a feature's children.
  func caseFeature(_ name: String, in container: FeatureID) -> FeatureID? {
    if let scope = domainChildren(of: container).first(where: {
      $0.actionPath == name || $0.statePath == name
    }) {
      return scope.child
    }
    return byID[container]?.action(named: name)?.child
  }

  /// The index in `route` where the cases of the route's final owner begin: a fold over
  /// ``ArchitectureGraph/steps(route:from:)`` that takes no wrapper element as read unless the
  /// route writes it.
  func ownerStart(of route: [String], from feature: FeatureID) -> Int {
    let steps = graph.steps(route: route, from: feature)
    var start = 0
    for position in steps.indices {
      if case .element(_, written: false) = steps[position].kind { return start }
      guard position > 0 else { continue }
      switch steps[position - 1].kind {
      case .child(let actionCase) where (actionCase.wrapper ?? .bare).elementCase == nil:
        start = position
      case .element where position > 1:
        if case .child = steps[position - 2].kind { start = position }
      default:
        continue
      }
    }
    return start
  }

  /// The most features a tree picture draws top to bottom whatever its shape.
  static let wideTreeFeatureLimit = 15

  /// Top to bottom, unless the composition tree from `starts` has more than
  /// ``wideTreeFeatureLimit`` features and its widest level holds more than twice as many
  /// features as it has levels: such a tree drawn top to bottom is a thin strip many screens
  /// wide, and left to right it is about square. `includingLogic` counts logic reducers, for a
  /// picture that draws them.
  func preferredDirection(from starts: [FeatureID], includingLogic: Bool = true)
    -> GraphDirection
  {
    var level = starts
    var seen = Set(starts)
    var widest = level.count
    var levels = 0
    while !level.isEmpty {
      levels += 1
      widest = max(widest, level.count)
      level = level.flatMap {
        (includingLogic ? children(of: $0) : domainChildren(of: $0)).map(\.child)
      }
      .filter { seen.insert($0).inserted }
    }
    guard seen.count > Self.wideTreeFeatureLimit else { return .topToBottom }
    return widest > 2 * levels ? .leftToRight : .topToBottom
  }
}
