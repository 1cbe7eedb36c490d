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
    let scopes = byID[id]?.children ?? []
    return scopes.enumerated().sorted {
      ($0.element.order, $0.offset) < ($1.element.order, $1.offset)
    }
    .map(\.element)
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

  /// The index in `route` where the cases of the route's final owner begin, walking the same way
  /// as ``ArchitectureGraph/resolve(route:from:)``.
  func ownerStart(of route: [String], from feature: FeatureID) -> Int {
    var cases = byID[feature]?.actions ?? []
    var start = 0
    var index = 0
    while index < route.count {
      guard let actionCase = cases.first(where: { $0.name == route[index] }) else { return start }
      index += 1
      switch actionCase.kind {
      case .leaf: return start
      case .group: cases = actionCase.cases
      case .child:
        guard let child = actionCase.child, index < route.count else { return start }
        let wrapper = actionCase.wrapper ?? ActionWrapper.bare
        if wrapper.parentOwnedCases.contains(route[index]) { return start }
        if let element = wrapper.elementCase {
          guard route[index] == element else { return start }
          index += 1
          if index == route.count { return start }
        }
        cases = byID[child]?.actions ?? []
        start = index
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
