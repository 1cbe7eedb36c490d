import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// The pass that resolves every `@Shared`/`@SharedReader` field of a feature to its
/// ``SharedKey`` and stores the feature's ``ChannelKind/sharedState`` channels: one read for the
/// declaration and every other access, one write for `withLock` and direct mutations. A handed-in
/// `@Shared var` is derived from the parent's key when every parent that builds the child's state
/// hands it the same key's projection.
///
/// A view's uses are its store's feature's, marked ``ChannelOrigin/view``: a binding to a
/// `@Shared` field of the store's state (`$store.theme`, `Binding(store.$theme)`), a read of one,
/// and the view's own `@Shared` property; a view tied to no store keeps its own property's uses
/// in ``SharedKey/viewUses``.
struct SharedStateAttachment: KnownReducerReading, NoteTaking {
  let known: KnownReducers
  var features: [FeatureID: Feature]
  let files: [SharedFileFacts]
  var notes = AssemblyNotes()
  /// The keys found so far, by id.
  private var keys: [String: SharedKey] = [:]
  /// Each feature's shared fields, by name, with their key's id.
  private var fieldKeys: [FeatureID: [String: String]] = [:]
  /// Each feature's local `@Shared` declarations in its code, by name, with their key's id.
  private var localKeys: [FeatureID: [String: String]] = [:]
  /// The channels found so far, by feature.
  private var channels: [FeatureID: [Channel]] = [:]
  /// Each view's own shared properties, by the view's type key then name, with their key's id.
  private var viewFieldKeys: [String: [String: String]] = [:]
  /// The uses of views tied to no store, by key id, then view and access, with their places.
  private var viewUses: [String: [ViewUseIdentity: Set<SourceLocation>]] = [:]

  init(known: KnownReducers, features: [FeatureID: Feature], files: [SharedFileFacts]) {
    self.known = known
    self.features = features
    self.files = files
  }

  consuming func run() -> (
    features: [FeatureID: Feature], keys: [SharedKey], notes: [ScanDiagnostic]
  ) {
    let files = self.files
    let resolver = SharedKeyResolver(table: table, files: files)
    for file in files {
      for field in file.facts.fields { attach(field, in: file, resolver: resolver) }
    }
    for file in files {
      for access in file.facts.accesses { attach(access, in: file) }
    }
    deriveHandedInKeys()
    for (id, uses) in viewUses {
      keys[id]?.viewUses = uses.keys.sorted().map { use in
        SharedViewUse(
          view: use.view, access: use.access, locations: Array(uses[use] ?? []))
      }
    }
    for (id, list) in channels {
      guard var feature = features[id] else { continue }
      feature.channels = Channel.sortedAndMerged((feature.channels ?? []) + list)
      features[id] = feature
    }
    return (features, keys.values.sorted { $0.id < $1.id }, notes.all)
  }

  /// Resolves a field's key and adds the feature's read of it at the declaration.
  private mutating func attach(
    _ field: RawSharedField, in file: SharedFileFacts, resolver: SharedKeyResolver
  ) {
    if let tie = viewTie(of: field.typeName, at: field.typeIndex, in: file.path) {
      attachView(field, tie: tie, in: file, resolver: resolver)
      return
    }
    guard
      let owner = owningFeature(of: field.typeName, at: field.typeIndex, in: file.path)?.feature,
      features[owner] != nil
    else { return }
    let key: SharedKey
    if let expression = field.key {
      key = resolvedKey(field, expression: expression, in: file, resolver: resolver)
    } else {
      key = SharedKey(
        id: SharedKey.handedInID(feature: owner, field: field.name), storage: .handedIn)
    }
    merge(key, declaredBy: field, in: file)
    if field.isLocal {
      localKeys[owner, default: [:]][field.name] = key.id
    } else {
      fieldKeys[owner, default: [:]][field.name] = key.id
    }
    channels[owner, default: []].append(
      Channel(
        kind: .sharedState, from: .feature(owner), to: .sharedKey(key.id), access: .reads,
        name: field.name, locations: [field.location]))
  }

  /// Resolves a view's own `@Shared` property and adds its read at the declaration: its store's
  /// feature's, from its view, or the untied view's. A property with no key (handed in by
  /// whoever builds the view) names no key the scan can know, and is left out.
  private mutating func attachView(
    _ field: RawSharedField, tie: ViewTie, in file: SharedFileFacts, resolver: SharedKeyResolver
  ) {
    guard let expression = field.key else { return }
    let key = resolvedKey(field, expression: expression, in: file, resolver: resolver)
    let viewKey = table.key(ofTypeAt: field.typeIndex, inFile: file.path) ?? field.typeName
    merge(key, declaredBy: field, in: file)
    viewFieldKeys[viewKey, default: [:]][field.name] = key.id
    record(tie, access: .reads, of: key.id, name: field.name, at: field.location)
  }

  /// Adds a view's read or write: to its store's feature's channels, marked from its view, or
  /// to the untied view's uses of the key.
  private mutating func record(
    _ tie: ViewTie, access: ChannelAccess, of keyID: String, name: String,
    at location: SourceLocation
  ) {
    switch tie {
    case .feature(let feature):
      channels[feature, default: []].append(
        Channel(
          kind: .sharedState, from: .feature(feature), to: .sharedKey(keyID), access: access,
          name: name, locations: [location], origin: .view))
    case .untied(let view):
      viewUses[keyID, default: [:]][ViewUseIdentity(view: view, access: access), default: []]
        .insert(location)
    }
  }

  /// The key a field's expression names, with a note when it cannot be resolved.
  private mutating func resolvedKey(
    _ field: RawSharedField, expression: RawSharedKeyExpression, in file: SharedFileFacts,
    resolver: SharedKeyResolver
  ) -> SharedKey {
    let scope = table.key(ofTypeAt: field.typeIndex, inFile: file.path) ?? field.typeName
    let resolution = resolver.resolve(
      expression, written: field.keyText ?? "", from: scope, module: file.module)
    let key = resolution.key
    if key.storage == .unresolved {
      notes.all.append(
        .unresolvedSharedKey(
          field.keyText ?? "", field: "\(field.typeName).\(field.name)",
          reason: key.unresolvedReason ?? "", declarable: resolution.declarable,
          at: field.location))
    }
    return key
  }

  /// Adds `key` as `field` declares it (its value type, default and place when the key does not
  /// give them), or fills what the key already known under its id lacks; the one declared or
  /// named first gives the location.
  private mutating func merge(
    _ key: SharedKey, declaredBy field: RawSharedField, in file: SharedFileFacts
  ) {
    var key = key
    key.valueType = key.valueType ?? field.valueType
    key.defaultValue = key.defaultValue ?? field.defaultValue
    if key.location == nil {
      key.location = field.location
      key.module = file.module
    }
    guard var known = keys[key.id] else {
      keys[key.id] = key
      return
    }
    if let location = key.location, known.location.map({ location < $0 }) ?? true {
      known.location = location
      known.module = key.module
    }
    known.name = known.name ?? key.name
    known.valueType = known.valueType ?? key.valueType
    known.defaultValue = known.defaultValue ?? key.defaultValue
    keys[key.id] = known
  }

  /// Adds the read or write of a feature's shared field at one access: a view's are its
  /// store's feature's, or its own property's.
  private mutating func attach(_ access: RawSharedAccess, in file: SharedFileFacts) {
    if let tie = viewTie(of: access.typeName, at: access.typeIndex, in: file.path) {
      attachView(access, tie: tie, in: file)
      return
    }
    guard access.storeVariable == nil else { return }
    guard
      let owner = owningFeature(of: access.typeName, at: access.typeIndex, in: file.path)?
        .feature,
      let keyID = (access.isBare ? localKeys[owner]?[access.field] : nil)
        ?? fieldKeys[owner]?[access.field]
    else { return }
    channels[owner, default: []].append(
      Channel(
        kind: .sharedState, from: .feature(owner), to: .sharedKey(keyID),
        access: access.isWrite ? .writes : .reads, name: access.field,
        locations: [access.location]))
  }

  /// Adds a view's access: through a store, of a `@Shared` field of the state of the store's
  /// feature (any other field is no shared state); else of the view's own `@Shared` property.
  private mutating func attachView(
    _ access: RawSharedAccess, tie: ViewTie, in file: SharedFileFacts
  ) {
    let use: (tie: ViewTie, keyID: String)
    if let store = access.storeVariable {
      guard
        let feature = storeFeature(
          ofView: access.typeName, at: access.typeIndex, in: file.path, variable: store),
        let keyID = fieldKeys[feature]?[access.field]
      else { return }
      use = (.feature(feature), keyID)
    } else {
      let viewKey = table.key(ofTypeAt: access.typeIndex, inFile: file.path) ?? access.typeName
      guard access.isBare, let keyID = viewFieldKeys[viewKey]?[access.field] else { return }
      use = (tie, keyID)
    }
    record(
      use.tie, access: access.isWrite ? .writes : .reads, of: use.keyID, name: access.field,
      at: access.location)
  }

  /// Sets ``SharedKey/derivedFrom`` of each handed-in key every hand-off of which projects the
  /// same key of the parent (directly, through a view's store, or through the payload of a
  /// child's action the parent's arm bound); a fresh `Shared(value)`, a payload that cannot be
  /// traced, or two different keys, leave it unset.
  private mutating func deriveHandedInKeys() {
    var sources: [String: [String?]] = [:]
    let files = self.files
    var payloadSends: [FeatureID: [RawSharedPayloadSend]] = [:]
    for file in files {
      for send in file.facts.payloadSends {
        guard
          let sender = owningFeature(of: send.typeName, at: send.typeIndex, in: file.path)?.feature
        else { continue }
        payloadSends[sender, default: []].append(send)
      }
    }
    for file in files {
      for handOff in file.facts.handOffs {
        guard let parent = handingFeature(of: handOff, in: file.path),
          let child = receivingFeature(of: handOff, from: parent, in: file)
        else { continue }
        let target = SharedKey.handedInID(feature: child, field: handOff.label)
        guard keys[target] != nil else { continue }
        if let projected = handOff.projectedField {
          guard let source = fieldKeys[parent]?[projected] else { continue }
          sources[target, default: []].append(source)
        } else if let place = handOff.payloadBinding {
          sources[target, default: []].append(
            payloadSource(boundAt: place, in: parent, sends: payloadSends))
        } else {
          sources[target, default: []].append(nil)
        }
      }
    }
    for (target, found) in sources {
      let distinct = Set(found)
      guard distinct.count == 1, let source = distinct.first ?? nil, source != target else {
        continue
      }
      keys[target]?.derivedFrom = source
    }
  }

  /// The key a value a parent's arm bound from a child's action payload comes from: the handler
  /// at `place` names the child whose action it matched; that child's sends of the matched case
  /// that project one `@Shared` field of its state (`.startCooking(state.$recipe)`) give that
  /// field's key. `nil` when no send, or sends of different fields, carry it.
  private func payloadSource(
    boundAt place: TreeIntrospect.SourceLocation, in parent: FeatureID,
    sends: [FeatureID: [RawSharedPayloadSend]]
  ) -> String? {
    guard let handler = features[parent]?.handlers.first(where: { $0.location == place }),
      let owner = handler.owner
    else { return nil }
    let fields = Set(
      (sends[owner] ?? []).filter { send in
        send.route.count <= handler.route.count
          && Array(handler.route.suffix(send.route.count)) == send.route
      }.map(\.projectedField))
    guard fields.count == 1, let field = fields.first else { return nil }
    return fieldKeys[owner]?[field]
  }

  /// The feature whose state a hand-off projects a field of: for a view's projection through its
  /// store (`SyncUpDetail.State(syncUp: store.$syncUp)` in a view), the store's feature; else the
  /// feature the code belongs to.
  private func handingFeature(of handOff: RawSharedHandOff, in file: String) -> FeatureID? {
    if let variable = handOff.storeVariable {
      return storeFeature(
        ofView: handOff.typeName, at: handOff.typeIndex, in: file, variable: variable)
    }
    return owningFeature(of: handOff.typeName, at: handOff.typeIndex, in: file)?.feature
  }

  /// The feature whose state a hand-off's call builds: `Child.State(…)` names it; `.init(…)`
  /// stands for the one child of `parent` with a handed-in field of the argument's label.
  private func receivingFeature(
    of handOff: RawSharedHandOff, from parent: FeatureID, in file: SharedFileFacts
  ) -> FeatureID? {
    var callee = handOff.callee
    if callee.hasSuffix(".init") { callee.removeLast(5) }
    if callee == "init" || callee.isEmpty || callee.hasPrefix(".") {
      let candidates = Set(features[parent]?.children.map(\.child) ?? []).filter { child in
        keys[SharedKey.handedInID(feature: child, field: handOff.label)] != nil
      }
      return candidates.count == 1 ? candidates.first : nil
    }
    let scope = table.key(ofTypeAt: handOff.typeIndex, inFile: file.path) ?? handOff.typeName
    guard let state = table.resolve(callee, from: scope) else { return nil }
    return owningFeature(of: state, at: nil, in: file.path)?.feature
  }
}

/// A view tied to no store and what it does to a key: its uses of the key are merged by it.
private struct ViewUseIdentity: Hashable, Comparable {
  var view: String
  var access: ChannelAccess

  static func < (lhs: ViewUseIdentity, rhs: ViewUseIdentity) -> Bool {
    (lhs.view, lhs.access.rawValue) < (rhs.view, rhs.access.rawValue)
  }
}
