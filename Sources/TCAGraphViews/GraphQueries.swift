import TreeIntrospect

/// Look-ups over an ``ArchitectureGraph`` that several views share, all independent of the order
/// of `graph.features`. Everything a look-up needs is indexed once, when the queries are made, so
/// a view makes them once per graph and asks per feature in constant or logarithmic time.
package struct GraphQueries {
  let graph: ArchitectureGraph
  let byID: [FeatureID: Feature]
  /// Every feature id, sorted.
  let sortedIDs: [FeatureID]
  /// Each feature's child scopes in body order.
  private let childrenByID: [FeatureID: [ChildScope]]
  /// The features that compose each feature, sorted.
  private let parentsByID: [FeatureID: [FeatureID]]
  /// ``startFeatures(focus:)`` without a focus.
  private let defaultStarts: [FeatureID]

  package init(_ graph: ArchitectureGraph) {
    self.graph = graph
    let byID = graph.featuresByID
    self.byID = byID
    let sortedIDs = byID.keys.sorted()
    self.sortedIDs = sortedIDs
    var childrenByID: [FeatureID: [ChildScope]] = [:]
    var parentsByID: [FeatureID: [FeatureID]] = [:]
    for id in sortedIDs {
      guard let feature = byID[id] else { continue }
      childrenByID[id] = feature.childrenInBodyOrder
      for child in Set(feature.children.map(\.child)) {
        parentsByID[child, default: []].append(id)
      }
    }
    self.childrenByID = childrenByID
    self.parentsByID = parentsByID
    var seen = Set<FeatureID>()
    let roots = graph.roots.filter { byID[$0]?.kind != .logic && seen.insert($0).inserted }
    if !roots.isEmpty {
      defaultStarts = roots
    } else {
      let uncomposed = sortedIDs.filter { parentsByID[$0] == nil && byID[$0]?.kind != .logic }
      defaultStarts = uncomposed.isEmpty ? sortedIDs : uncomposed
    }
  }

  /// The features that compose `id`, sorted.
  func parents(of id: FeatureID) -> [FeatureID] {
    parentsByID[id] ?? []
  }

  /// A feature's child scopes in body order (ties keep the order they were written in),
  /// including the ``ScopeOperator/sameDomain`` entries of its logic reducers.
  func children(of id: FeatureID) -> [ChildScope] {
    childrenByID[id] ?? []
  }

  /// A feature's child scopes that embed a domain of their own, in body order: every child but
  /// its logic reducers, which have no state or action path.
  func domainChildren(of id: FeatureID) -> [ChildScope] {
    children(of: id).filter { $0.operator != .sameDomain }
  }

  /// Whether `id` is a reducer with no domain of its own (``FeatureKind/logic``).
  func isLogic(_ id: FeatureID) -> Bool {
    byID[id]?.kind == .logic
  }

  /// The features a picture starts from: `focus`, else the graph's roots, else the features no
  /// one composes, else every feature. A logic reducer is never a start of its own (it runs on
  /// its host), unless it is the `focus`.
  package func startFeatures(focus: FeatureID?) -> [FeatureID] {
    focus.map { [$0] } ?? defaultStarts
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
