import TreeIntrospect

extension ArchitectureDiff {
  /// What changed from `base` to `head`, compared by identity: feature ids (a feature renamed in
  /// the same file with the same shape counts as one rename, and the base is read under the new
  /// names), a child by its parent, child and state path, an action case by its path, a parent
  /// match by its feature, route, owner and what it reaches, a channel by its kind, ends, access
  /// and name, and the arms that trigger a channel by their routes and owners. Locations are not
  /// compared: code that only moved is no change.
  public init(base: ArchitectureGraph, head: ArchitectureGraph) {
    let renames = FeatureRenames.find(base: base, head: head)
    let base = base.renamingFeatures(renames)
    let baseByID = base.featuresByID
    let headByID = head.featuresByID
    let renamedFrom = Dictionary(renames.map { ($0.value, $0.key) }, uniquingKeysWith: min)
    let common = head.features.compactMap { feature in
      baseByID[feature.id].map { (base: $0, head: feature) }
    }

    var features: [FeatureChange] = []
    for feature in head.features {
      if let old = renamedFrom[feature.id] {
        features.append(.init(feature, change: .renamed, renamedFrom: old))
      } else if baseByID[feature.id] == nil {
        features.append(.init(feature, change: .added))
      }
    }
    for feature in base.features where headByID[feature.id] == nil {
      features.append(.init(feature, change: .removed))
    }

    self.init(
      features: features.sorted { ($0.feature, $0.change) < ($1.feature, $1.change) },
      children: common.flatMap { Self.children(base: $0.base, head: $0.head) },
      actionCases: common.flatMap { Self.actionCases(base: $0.base, head: $0.head) },
      parentMatches: Self.parentMatches(base: base, head: head),
      channels: Self.channels(base: base, head: head),
      triggers: Self.triggerChanges(base: base, head: head),
      modules: Self.modules(base: base, head: head, common: common))
  }

  private static func children(base: Feature, head: Feature) -> [ChildChange] {
    func key(_ scope: ChildScope) -> [String] {
      let path =
        scope.statePath.hasPrefix("$") ? String(scope.statePath.dropFirst()) : scope.statePath
      return [scope.child.rawValue, path]
    }
    let before = Dictionary(
      base.children.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(
      head.children.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
    var changes: [ChildChange] = []
    for (key, scope) in after {
      guard let old = before[key] else {
        changes.append(.init(scope, of: head.id, change: .added))
        continue
      }
      if old.operator != scope.operator {
        var change = ChildChange(scope, of: head.id, change: .changed)
        change.operatorBefore = old.operator
        changes.append(change)
      }
    }
    for (key, scope) in before where after[key] == nil {
      changes.append(.init(scope, of: base.id, change: .removed))
    }
    return changes.sorted {
      ($0.child, $0.statePath, $0.change) < ($1.child, $1.statePath, $1.change)
    }
  }

  private static func actionCases(base: Feature, head: Feature) -> [ActionCaseChange] {
    let before = ActionCaseDeclaration.all(base.actions)
    let after = ActionCaseDeclaration.all(head.actions)
    let beforeByPath = Dictionary(
      before.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let afterByPath = Dictionary(
      after.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    var changes: [ActionCaseChange] = []
    for declaration in after {
      guard let old = beforeByPath[declaration.path] else { continue }
      if old.declaration != declaration.declaration {
        var change = ActionCaseChange(declaration, of: head.id, change: .changed)
        change.declarationBefore = old.declaration
        changes.append(change)
      }
    }
    var added = after.filter { beforeByPath[$0.path] == nil }
    var removed = before.filter { afterByPath[$0.path] == nil }
    // A rename: the one case gone from a group and the one new in it, with the same payload.
    let addedByGroup = Dictionary(grouping: added) { [$0.group, $0.payload] }
    let removedByGroup = Dictionary(grouping: removed) { [$0.group, $0.payload] }
    for (key, gone) in removedByGroup {
      guard gone.count == 1, let new = addedByGroup[key], new.count == 1 else { continue }
      var change = ActionCaseChange(new[0], of: head.id, change: .renamed)
      change.renamedFrom = gone[0].path
      changes.append(change)
      added.removeAll { $0 == new[0] }
      removed.removeAll { $0 == gone[0] }
    }
    changes += added.map { ActionCaseChange($0, of: head.id, change: .added) }
    changes += removed.map { ActionCaseChange($0, of: base.id, change: .removed) }
    return changes.sorted { ($0.path, $0.change) < ($1.path, $1.change) }
  }

  private static func parentMatches(base: ArchitectureGraph, head: ArchitectureGraph)
    -> [ParentMatchChange]
  {
    func matches(_ graph: ArchitectureGraph) -> [ParentMatchIdentity: Handler] {
      var result: [ParentMatchIdentity: Handler] = [:]
      for feature in graph.features {
        for handler in feature.handlers where handler.owner != feature.id {
          let identity = ParentMatchIdentity(
            feature: feature.id, route: handler.route.joined(separator: "."),
            owner: handler.owner, match: handler.match)
          if let known = result[identity], let place = known.location,
            let other = handler.location, place <= other
          {
            continue
          }
          result[identity] = handler
        }
      }
      return result
    }
    let before = matches(base)
    let after = matches(head)
    let added = after.filter { before[$0.key] == nil }.map { ($0.key, $0.value, DiffChange.added) }
    let removed = before.filter { after[$0.key] == nil }.map {
      ($0.key, $0.value, DiffChange.removed)
    }
    return (added + removed).sorted { ($0.0, $0.2) < ($1.0, $1.2) }.map {
      identity, handler, change in
      ParentMatchChange(
        change: change, feature: identity.feature, owner: identity.owner, route: identity.route,
        match: identity.match, location: handler.location)
    }
  }

  private static func channels(base: ArchitectureGraph, head: ArchitectureGraph)
    -> [ChannelChange]
  {
    func identities(_ graph: ArchitectureGraph) -> [ChannelChangeIdentity: Channel] {
      var result: [ChannelChangeIdentity: Channel] = [:]
      for channel in graph.allChannels where channel.kind != .actionMatch {
        result[ChannelChangeIdentity(channel)] = channel
      }
      return result
    }
    let before = identities(base)
    let after = identities(head)
    let added = after.filter { before[$0.key] == nil }.map { ($0.key, $0.value, DiffChange.added) }
    let removed = before.filter { after[$0.key] == nil }.map {
      ($0.key, $0.value, DiffChange.removed)
    }
    return (added + removed).sorted { ($0.0, $0.2) < ($1.0, $1.2) }.map { _, channel, change in
      ChannelChange(
        change: change, kind: channel.kind, from: channel.from, to: channel.to,
        access: channel.access, name: channel.name, location: channel.locations.first)
    }
  }

  private static func modules(
    base: ArchitectureGraph, head: ArchitectureGraph, common: [(base: Feature, head: Feature)]
  ) -> [ModuleChange] {
    let before = Set(base.features.compactMap(\.module))
    let after = Set(head.features.compactMap(\.module))
    var changes = after.subtracting(before).sorted().map {
      ModuleChange(change: .added, module: $0)
    }
    changes += before.subtracting(after).sorted().map {
      ModuleChange(change: .removed, module: $0)
    }
    changes += common.filter { $0.base.module != $0.head.module }.map {
      ModuleChange(
        change: .changed, module: $0.head.module, feature: $0.head.id, moduleBefore: $0.base.module)
    }
    return changes.sorted {
      ($0.feature?.rawValue ?? "", $0.module ?? "", $0.change)
        < ($1.feature?.rawValue ?? "", $1.module ?? "", $1.change)
    }
  }
}

/// What makes two parent matches the same match.
private struct ParentMatchIdentity: Hashable, Comparable {
  var feature: FeatureID
  var route: String
  var owner: FeatureID?
  var match: HandlerMatch

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.feature, lhs.route, lhs.owner?.rawValue ?? "", lhs.match.rawValue)
      < (rhs.feature, rhs.route, rhs.owner?.rawValue ?? "", rhs.match.rawValue)
  }
}

/// What makes two channels the same channel: all but the locations.
private struct ChannelChangeIdentity: Hashable, Comparable {
  var kind: ChannelKind
  var from: ChannelEnd
  var to: ChannelEnd
  var access: ChannelAccess
  var name: String

  init(_ channel: Channel) {
    kind = channel.kind
    from = channel.from
    to = channel.to
    access = channel.access
    name = channel.name
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    let kinds = ChannelKind.allCases
    return (kinds.firstIndex(of: lhs.kind) ?? 0, lhs.from, lhs.to, lhs.name, lhs.access.rawValue)
      < (kinds.firstIndex(of: rhs.kind) ?? 0, rhs.from, rhs.to, rhs.name, rhs.access.rawValue)
  }
}

extension FeatureChange {
  fileprivate init(_ feature: Feature, change: DiffChange, renamedFrom: FeatureID? = nil) {
    self.init(
      change: change, feature: feature.id, renamedFrom: renamedFrom, kind: feature.kind,
      module: feature.module, location: feature.location)
  }
}

extension ChildChange {
  fileprivate init(_ scope: ChildScope, of parent: FeatureID, change: DiffChange) {
    self.init(
      change: change, parent: parent, child: scope.child, statePath: scope.statePath,
      operator: scope.operator, location: scope.location)
  }
}

extension ActionCaseChange {
  fileprivate init(_ declaration: ActionCaseDeclaration, of feature: FeatureID, change: DiffChange)
  {
    self.init(
      change: change, feature: feature, path: declaration.path, lane: declaration.lane,
      declaration: declaration.declaration, location: declaration.location)
  }
}
