import TreeIntrospect

extension ArchitectureDiff {
  /// The channels on both sides whose triggering arms differ: for each feature, each effect its
  /// handlers have that acts on a channel (a push or stack write on a presentation, a dismissal,
  /// a send into a child, a delegate emission), the arms, by route and owner, that have it. A
  /// channel on one side only is in ``channels`` and is not listed here; neither is an arm that
  /// only moved.
  static func triggerChanges(base: ArchitectureGraph, head: ArchitectureGraph) -> [TriggerChange] {
    let before = TriggeredChannels(base)
    let after = TriggeredChannels(head)
    var changes: [TriggerChange] = []
    for key in Set(before.triggers.keys).union(after.triggers.keys).sorted() {
      guard let to = after.ends[key.channel], before.ends[key.channel] != nil else { continue }
      let old = before.triggers[key] ?? [:]
      let new = after.triggers[key] ?? [:]
      let added = new.filter { old[$0.key] == nil }.sorted { $0.key < $1.key }.map(\.value)
      let removed = old.filter { new[$0.key] == nil }.sorted { $0.key < $1.key }.map(\.value)
      guard !added.isEmpty || !removed.isEmpty else { continue }
      changes.append(
        TriggerChange(
          change: .changed, feature: key.channel.feature, effect: key.effect,
          channel: key.channel.kind, name: key.channel.name, to: to.sorted(), added: added,
          removed: removed))
    }
    return changes
  }
}

/// One graph's handler-triggered channels: what each channel reaches, and the arms that act on it.
private struct TriggeredChannels {
  /// The features at the other end of each channel a feature opens.
  var ends: [ChannelKey: Set<FeatureID>] = [:]
  /// For each effect on a channel, its arms by route and owner (the first place of each).
  var triggers: [TriggerKey: [TriggerIdentity: Trigger]] = [:]

  init(_ graph: ArchitectureGraph) {
    for channel in graph.allChannels {
      guard let from = channel.from.feature, let to = channel.to.feature else { continue }
      ends[ChannelKey(feature: from, kind: channel.kind, name: channel.name), default: []]
        .insert(to)
    }
    for feature in graph.features {
      for handler in feature.handlers {
        let trigger = Trigger(
          route: handler.route.joined(separator: "."), owner: handler.owner,
          location: handler.location)
        for effect in handler.effects {
          guard let channel = Self.channel(of: effect, in: feature.id) else { continue }
          let key = TriggerKey(channel: channel, effect: effect.kind)
          let identity = TriggerIdentity(route: trigger.route, owner: trigger.owner)
          if let known = triggers[key]?[identity]?.location, let place = trigger.location,
            known <= place
          {
            continue
          }
          triggers[key, default: [:]][identity] = trigger
        }
      }
    }
  }

  /// The channel `effect` acts on, by the name ``ArchitectureGraph/channels(of:)`` gives it;
  /// `nil` for an effect that opens none (a plain send).
  private static func channel(of effect: HandlerEffect, in feature: FeatureID) -> ChannelKey? {
    let kind: ChannelKind
    let name: String?
    switch effect.kind {
    case .push, .stackWrite: (kind, name) = (.presentation, effect.target)
    case .popFrom, .removeLast, .dismiss: (kind, name) = (.dismissal, effect.target)
    case .sendToChild: (kind, name) = (.childAction, effect.detail)
    case .sendDelegate: (kind, name) = (.delegateEmission, effect.detail)
    case .send: return nil
    }
    return name.map { ChannelKey(feature: feature, kind: kind, name: $0) }
  }
}

/// A channel of a feature, by kind and name, whatever its other ends.
private struct ChannelKey: Hashable, Comparable {
  var feature: FeatureID
  var kind: ChannelKind
  var name: String

  static func < (lhs: Self, rhs: Self) -> Bool {
    let kinds = ChannelKind.allCases
    return (lhs.feature, kinds.firstIndex(of: lhs.kind) ?? 0, lhs.name)
      < (rhs.feature, kinds.firstIndex(of: rhs.kind) ?? 0, rhs.name)
  }
}

/// An effect on a channel.
private struct TriggerKey: Hashable, Comparable {
  var channel: ChannelKey
  var effect: HandlerEffectKind

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.channel, lhs.effect.rawValue) < (rhs.channel, rhs.effect.rawValue)
  }
}

/// What makes two arms the same trigger: the route and its owner, not the place.
private struct TriggerIdentity: Hashable, Comparable {
  var route: String
  var owner: FeatureID?

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.route, lhs.owner?.rawValue ?? "") < (rhs.route, rhs.owner?.rawValue ?? "")
  }
}
