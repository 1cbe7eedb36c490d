/// Walks registered features from a root type and builds the ``ArchitectureGraph``.
///
/// The walk follows child metatypes, visits each type once (so recursive features terminate), and
/// names features by their type name without the module, keeping the module only where two
/// registered types would otherwise share a name.
public enum IntrospectionWalker {
  /// The graph of everything reachable from `roots`.
  ///
  /// - Throws: ``IntrospectionError`` when a registered handler or emission route does not exist
  ///   in the action trees.
  public static func graph(from roots: any TreeIntrospectable.Type...) throws -> ArchitectureGraph {
    try graph(fromRoots: roots)
  }

  /// The graph of everything reachable from `roots`.
  public static func graph(fromRoots roots: [any TreeIntrospectable.Type]) throws
    -> ArchitectureGraph
  {
    var order: [ObjectIdentifier] = []
    var registered:
      [ObjectIdentifier: (type: any TreeIntrospectable.Type, introspection: Introspection)] = [:]
    var pending = roots
    while let type = pending.first {
      pending.removeFirst()
      let key = ObjectIdentifier(type)
      guard registered[key] == nil else { continue }
      let introspection = type.introspection
      registered[key] = (type, introspection)
      order.append(key)
      pending += introspection.body.flatMap { $0.children.map(\.feature) }
      for action in introspection.actions {
        if case .childCase(_, let feature, _) = action { pending.append(feature) }
      }
    }
    let names = FeatureNaming(types: order.compactMap { registered[$0]?.type })
    var features = order.compactMap { key -> Feature? in
      guard let (type, introspection) = registered[key] else { return nil }
      return feature(type, introspection, names: names)
    }
    markLogicReducers(&features)
    let skeleton = ArchitectureGraph(roots: roots.map { names.id(of: $0) }, features: features)
    var stored = RegisteredChannels()
    for index in features.indices {
      guard let (_, introspection) = registered[order[index]] else { continue }
      let id = features[index].id
      features[index].handlers = try introspection.handlers.map { registration in
        let resolution = skeleton.resolve(route: registration.route, from: id)
        guard resolution.match != .unresolved else {
          throw IntrospectionError.unresolvedRoute(feature: id, route: registration.route)
        }
        return Handler(
          route: registration.route, owner: resolution.owner, match: resolution.match,
          effects: registration.effects.compactMap(\.effect),
          mutatesState: registration.effects.contains { $0.mutatesState },
          returnsEffect: registration.effects.contains { $0.returnsEffect })
      }
      features[index].emissions = try introspection.emissions.map { registration in
        let resolution = skeleton.resolve(route: registration.route, from: id)
        guard resolution.match != .unresolved else {
          throw IntrospectionError.unresolvedRoute(feature: id, route: registration.route)
        }
        return Emission(
          route: registration.route, owner: resolution.owner, lane: resolution.lane,
          origin: registration.origin)
      }
      let channels = try stored.channels(of: introspection, for: id)
      features[index].channels = channels.isEmpty ? nil : Channel.sortedAndMerged(channels)
    }
    addTalk(&features, registered: order.compactMap { registered[$0]?.introspection }, names: names)
    moveLogicHandlersToHosts(&features)
    return ArchitectureGraph(
      roots: skeleton.roots, features: features, sharedKeys: Array(stored.keys.values),
      dependencyClients: Array(stored.clients.values))
  }

  /// The TCA 2 channels the features register (``TalkRegistration``), joined as the scanner
  /// joins them; `introspections` are in the order of `features`.
  private static func addTalk(
    _ features: inout [Feature], registered introspections: [Introspection], names: FeatureNaming
  ) {
    var keyUses: [TalkRegistration.RawKind: [TalkKeyUse]] = [:]
    var added: [Int: [Channel]] = [:]
    let indexByID = Dictionary(
      features.indices.map { (features[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    for (index, introspection) in zip(features.indices, introspections) {
      let id = features[index].id
      for registration in introspection.talk {
        switch registration.kind {
        case .key(let kind, let key):
          keyUses[kind, default: []].append(TalkKeyUse(feature: id, key: key))
        case .fires(let trigger, let child):
          added[index, default: []].append(
            Channel(
              kind: .trigger, from: .feature(id), to: .feature(names.id(of: child)),
              access: .fires, name: trigger))
        case .handsClosure(let name, let child):
          let childID = names.id(of: child)
          guard let childIndex = indexByID[childID] else { continue }
          added[childIndex, default: []].append(
            Channel(
              kind: .closure, from: .feature(childID), to: .feature(id), access: .calls,
              name: name))
        case .dismissesItself:
          features[index].selfDismissals = []
        }
      }
    }
    let events = TalkMatching.channels(
      .event, senders: keyUses[.post] ?? [], receivers: keyUses[.listen] ?? [],
      features: features)
    let preferences = TalkMatching.channels(
      .preference, senders: keyUses[.publish] ?? [], receivers: keyUses[.observe] ?? [],
      features: features)
    for channel in events + preferences {
      guard let from = channel.from.feature, let index = indexByID[from] else { continue }
      added[index, default: []].append(channel)
    }
    for (index, channels) in added {
      features[index].channels = Channel.sortedAndMerged((features[index].channels ?? []) + channels)
    }
  }

  /// A logic reducer's arms run on its host's actions, so they are the host's handlers and
  /// emissions, naming the logic reducer in `via`; its dependencies and shared state are the
  /// host's channels, as the scanner gives them.
  private static func moveLogicHandlersToHosts(_ features: inout [Feature]) {
    let indexByID = Dictionary(
      features.indices.map { (features[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    for index in features.indices where features[index].kind == .logic {
      let logic = features[index]
      guard let host = logic.runsOn.flatMap({ indexByID[$0] }), host != index else { continue }
      features[host].handlers += logic.handlers.map { handler in
        var handler = handler
        handler.via = logic.id
        return handler
      }
      features[host].emissions += logic.emissions.map { emission in
        var emission = emission
        emission.via = logic.id
        return emission
      }
      let moved = (logic.channels ?? []).map { channel in
        var channel = channel
        channel.from = .feature(features[host].id)
        return channel
      }
      let channels = (features[host].channels ?? []) + moved
      features[host].channels = channels.isEmpty ? nil : Channel.sortedAndMerged(channels)
      features[index].handlers = []
      features[index].emissions = []
      features[index].channels = nil
    }
  }

  /// A reducer some feature lists with `.sameDomain` runs on that feature's state and actions.
  private static func markLogicReducers(_ features: inout [Feature]) {
    let indexByID = Dictionary(
      features.indices.map { (features[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    for host in features {
      for child in host.children where child.operator == .sameDomain {
        guard let index = indexByID[child.child] else { continue }
        features[index].kind = .logic
        features[index].runsOn = host.id
      }
    }
  }

  private static func feature(
    _ type: any TreeIntrospectable.Type, _ introspection: Introspection, names: FeatureNaming
  ) -> Feature {
    var children: [ChildScope] = []
    for (order, element) in introspection.body.enumerated() {
      for child in element.children {
        children.append(
          ChildScope(
            operator: child.operator, statePath: child.statePath, actionPath: child.actionPath,
            child: names.id(of: child.feature), order: order))
      }
    }
    let actions = introspection.actions.map { registration -> ActionCase in
      switch registration {
      case .childCase(let name, let feature, let wrapper):
        return .child(name, names.id(of: feature), wrapper: wrapper)
      case .laneGroup(let name, let lane, let typeName, let casePathable, let cases):
        return .group(
          name, lane: lane, typeName: typeName, casePathable: casePathable, cases: cases)
      case .plain(let actionCase):
        return actionCase
      }
    }
    var feature = Feature(
      id: names.id(of: type), kind: introspection.kind,
      stateFields: introspection.kind == .reducer ? stateFields(of: children) : [],
      actions: actions, children: children)
    feature.dialect = introspection.dialect.recorded
    feature.prompt = introspection.isPrompt ? true : nil
    return feature
  }

  /// The state fields a struct reducer's children imply, one per distinct field.
  private static func stateFields(of children: [ChildScope]) -> [StateField] {
    var seen = Set<String>()
    return children.compactMap { child in
      let name = String(child.statePath.drop { $0 == "$" })
      guard child.operator != .sameDomain, !name.contains("."), seen.insert(name).inserted else {
        return nil
      }
      let container: StateContainer
      switch child.operator {
      case .scope, .enumCase: container = .value
      case .ifLet: container = child.statePath.hasPrefix("$") ? .presented : .optional
      case .ifCaseLet: container = .value
      case .forEach: container = .identifiedArray
      case .stackForEach: container = .stack
      case .sameDomain: return nil
      }
      return StateField(name: name, typeName: canonicalTypeName(child), container: container)
    }
  }

  private static func canonicalTypeName(_ child: ChildScope) -> String {
    let state = "\(child.child.rawValue).State"
    switch child.operator {
    case .scope, .enumCase, .ifCaseLet, .sameDomain: return state
    case .ifLet: return state + "?"
    case .forEach: return "IdentifiedArrayOf<\(state)>"
    case .stackForEach: return "StackState<\(state)>"
    }
  }
}

/// Why a registration cannot be turned into a graph.
public enum IntrospectionError: Error, Equatable, CustomStringConvertible {
  /// A handler or emission names a route that is not in the action trees.
  case unresolvedRoute(feature: FeatureID, route: [String])
  /// Two features register the dependency client or shared key `id` with different details.
  case conflictingRegistration(id: String, first: FeatureID, second: FeatureID)

  public var description: String {
    switch self {
    case .unresolvedRoute(let feature, let route):
      "\(feature) registers the route '.\(route.joined(separator: "."))', which its action tree does not have; check the case names and wrappers (presented, element)"
    case .conflictingRegistration(let id, let first, let second):
      "\(second) registers '\(id)' unlike \(first) does; describe each dependency client and shared key once (a static value) and register that value in both"
    }
  }
}

/// Feature ids for registered types: the qualified name without the module, unless two types share it.
struct FeatureNaming {
  private var ids: [ObjectIdentifier: FeatureID] = [:]

  init(types: [any TreeIntrospectable.Type]) {
    let qualified = types.map { String(reflecting: $0) }
    let short = qualified.map { Self.withoutModule($0) }
    var counts: [String: Int] = [:]
    for name in short { counts[name, default: 0] += 1 }
    for (index, type) in types.enumerated() {
      let name = counts[short[index], default: 0] > 1 ? qualified[index] : short[index]
      ids[ObjectIdentifier(type)] = FeatureID(name)
    }
  }

  func id(of type: any TreeIntrospectable.Type) -> FeatureID {
    ids[ObjectIdentifier(type)] ?? FeatureID(Self.withoutModule(String(reflecting: type)))
  }

  /// `Settings` for `App.Settings`; a `private` type's `(unknown context at $…)` segment, which
  /// names no type in the source, is left out too.
  private static func withoutModule(_ name: String) -> String {
    let parts = name.split(separator: ".").filter { !$0.hasPrefix("(unknown context at ") }
    return parts.count > 1 ? parts.dropFirst().joined(separator: ".") : parts.joined()
  }
}
