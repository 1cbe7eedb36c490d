import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// What one file says about TCA 2's channels, with the file's path.
struct FeatureTalkFile {
  var path: String
  var facts: FeatureTalkFacts
}

/// The pass that stores TCA 2's channels between features, each with both ends:
///
/// - an ``ChannelKind/event`` from each feature that posts a key to the features that listen for
///   it, and a ``ChannelKind/preference`` from each publisher to the observers of its key,
///   matched as ``TalkMatching`` does for both front ends;
/// - a ``ChannelKind/trigger`` from a parent that calls `reset()` on a child's state to the
///   child, when the child's `State` declares `@Trigger var reset`;
/// - a ``ChannelKind/closure`` from a child to the parent that constructs it with a closure for a
///   closure-typed property of the child's (`Note(onSave: { … })`);
/// - and each `try store.dismiss()` in ``Feature/selfDismissals``.
struct FeatureTalkAttachment: KnownReducerReading, NoteTaking {
  let known: KnownReducers
  var features: [FeatureID: Feature]
  let files: [FeatureTalkFile]
  var notes = AssemblyNotes()
  private var channels: [FeatureID: [Channel]] = [:]

  init(known: KnownReducers, features: [FeatureID: Feature], files: [FeatureTalkFile]) {
    self.known = known
    self.features = features
    self.files = files
  }

  /// A key named in code, resolved, with where and by whom.
  private struct KeyUse {
    var feature: FeatureID
    var key: String
    var resolved: Bool
    var location: TreeIntrospect.SourceLocation
  }

  consuming func run() -> (features: [FeatureID: Feature], notes: [ScanDiagnostic]) {
    var uses: [RawKeyUse.Kind: [KeyUse]] = [:]
    for file in files {
      for use in file.facts.keyUses {
        guard let owner = owner(use.typeName, use.typeIndex, file.path) else { continue }
        let scope = table.key(ofTypeAt: use.typeIndex, inFile: file.path) ?? owner.rawValue
        let resolved = table.resolve(use.key, from: scope)
        uses[use.kind, default: []].append(
          KeyUse(
            feature: owner, key: resolved ?? use.key, resolved: resolved != nil,
            location: use.location))
      }
    }
    let list = features.keys.sorted().compactMap { features[$0] }
    match(uses[.post] ?? [], uses[.listen] ?? [], kind: .event, features: list)
    match(uses[.publish] ?? [], uses[.observe] ?? [], kind: .preference, features: list)
    attachTriggers()
    attachClosures()
    attachDismissals()
    for (id, list) in channels {
      guard var feature = features[id] else { continue }
      feature.channels = Channel.sortedAndMerged((feature.channels ?? []) + list)
      features[id] = feature
    }
    return (features, notes.all)
  }

  private func owner(_ typeName: String, _ typeIndex: Int?, _ path: String) -> FeatureID? {
    guard let owner = owningFeature(of: typeName, at: typeIndex, in: path)?.feature,
      features[owner] != nil
    else { return nil }
    return owner
  }

  /// Joins the senders of each key to its receivers (``TalkMatching``), noting a sender heard
  /// by no scanned feature whose key is not declared in the scanned sources either.
  private mutating func match(
    _ senders: [KeyUse], _ receivers: [KeyUse], kind: ChannelKind, features list: [Feature]
  ) {
    let heardKeys = Set(receivers.map(\.key))
    for sender in senders where !sender.resolved && !heardKeys.contains(sender.key) {
      note("\(kind.rawValue) key '\(sender.key)' is not declared in the scanned sources", sender.location)
    }
    func uses(_ list: [KeyUse]) -> [TalkKeyUse] {
      list.map { TalkKeyUse(feature: $0.feature, key: $0.key, locations: [$0.location]) }
    }
    for channel in TalkMatching.channels(
      kind, senders: uses(senders), receivers: uses(receivers), features: list)
    {
      guard let from = channel.from.feature else { continue }
      channels[from, default: []].append(channel)
    }
  }

  private mutating func add(
    _ kind: ChannelKind, from: FeatureID, to: ChannelEnd, _ access: ChannelAccess, _ name: String,
    _ locations: [TreeIntrospect.SourceLocation]
  ) {
    channels[from, default: []].append(
      Channel(kind: kind, from: .feature(from), to: to, access: access, name: name, locations: locations))
  }

  /// `state.rows[i].reset()` in a parent whose child at `rows` declares `@Trigger var reset`.
  private mutating func attachTriggers() {
    var handlers: [FeatureID: [String: [TreeIntrospect.SourceLocation]]] = [:]
    for file in files {
      for handler in file.facts.triggerHandlers {
        guard let owner = owner(handler.typeName, handler.typeIndex, file.path) else { continue }
        handlers[owner, default: [:]][handler.name, default: []].append(handler.location)
      }
    }
    for file in files {
      for fire in file.facts.triggerFires {
        guard let parent = owner(fire.typeName, fire.typeIndex, file.path),
          let child = child(at: fire.path, of: parent),
          triggers(of: child).contains(fire.trigger)
        else { continue }
        add(
          .trigger, from: parent, to: .feature(child), .fires, fire.trigger,
          [fire.location] + (handlers[child]?[fire.trigger] ?? []))
      }
    }
  }

  /// The feature a state path of `parent` holds: the child composed at its first member, or,
  /// through a destination enum, the case its second member names.
  private func child(at path: [String], of parent: FeatureID) -> FeatureID? {
    guard let first = path.first, let feature = features[parent] else { return nil }
    guard
      let scope = feature.children.first(where: {
        $0.operator != .sameDomain && Self.field(of: $0.statePath) == first
      })
    else { return nil }
    guard let held = features[scope.child], held.kind == .enumReducer else { return scope.child }
    guard path.count > 1 else { return nil }
    return held.children.first { $0.statePath == path[1] }?.child
  }

  /// `destination` for `$destination`, `rows` for `rows`; the first member of a longer path.
  private static func field(of statePath: String) -> String {
    let bare = statePath.hasPrefix("$") ? String(statePath.dropFirst()) : statePath
    return bare.split(separator: ".").first.map(String.init) ?? bare
  }

  /// The `@Trigger` properties of a feature's `State`.
  private func triggers(of feature: FeatureID) -> Set<String> {
    guard let state = table.member("State", of: feature.rawValue), let type = table[state] else {
      return []
    }
    return Set(type.fields.filter { $0.attributes.contains("Trigger") }.map(\.name))
  }

  /// `Child(onSave: { … })` in a parent's body, for a closure-typed property `onSave` of the
  /// child: a channel from the child, which calls it, to the parent.
  private mutating func attachClosures() {
    var calls: [FeatureID: [String: [TreeIntrospect.SourceLocation]]] = [:]
    for file in files {
      for call in file.facts.closureCalls {
        guard let owner = owner(call.typeName, call.typeIndex, file.path) else { continue }
        calls[owner, default: [:]][call.name, default: []].append(call.location)
      }
    }
    for file in files {
      for provision in file.facts.closureProvisions {
        guard let parent = owner(provision.typeName, provision.typeIndex, file.path) else {
          continue
        }
        let scope = table.key(ofTypeAt: provision.typeIndex, inFile: file.path) ?? parent.rawValue
        guard let resolved = table.resolve(provision.constructed, from: scope),
          features[FeatureID(resolved)] != nil, let type = table[resolved]
        else { continue }
        let child = FeatureID(resolved)
        let closures = Set(
          type.fields.filter { $0.type.map(RawField.isFunctionType) ?? false }.map(\.name))
        for label in provision.labels where closures.contains(label) && child != parent {
          add(
            .closure, from: child, to: .feature(parent), .calls, label,
            [provision.location] + (calls[child]?[label] ?? []))
        }
      }
    }
  }

  /// Each `try store.dismiss()` in a feature's code.
  private mutating func attachDismissals() {
    var places: [FeatureID: [TreeIntrospect.SourceLocation]] = [:]
    for file in files {
      for dismissal in file.facts.dismissals {
        guard let owner = owner(dismissal.typeName, dismissal.typeIndex, file.path) else {
          continue
        }
        places[owner, default: []].append(dismissal.location)
      }
    }
    for (id, list) in places {
      features[id]?.selfDismissals = Array(Set(list)).sorted()
    }
  }
}
