/// One place a feature names a TCA 2 event or preference key: posting or publishing it, or
/// listening for or observing it.
package struct TalkKeyUse: Hashable, Sendable {
  package var feature: FeatureID
  /// The key type, qualified as the graph names types (`Planting.Planted`).
  package var key: String
  package var locations: [SourceLocation]

  package init(feature: FeatureID, key: String, locations: [SourceLocation] = []) {
    self.feature = feature
    self.key = key
    self.locations = locations
  }
}

/// How both front ends join the features that send a TCA 2 key to the features that receive
/// it: by the key type, to the receivers that compose the sender (events and preferences rise to
/// ancestors) when there are any, else to every receiver of the key, since a composition a front
/// end could not follow (a generic wrapper) may hide the ancestry. A sender no feature receives
/// from ends at the key, and so does a receiver of a key nothing sends.
package enum TalkMatching {
  /// The ``ChannelKind/event`` or ``ChannelKind/preference`` channels of `senders` and
  /// `receivers` among `features`.
  package static func channels(
    _ kind: ChannelKind, senders: [TalkKeyUse], receivers: [TalkKeyUse], features: [Feature]
  ) -> [Channel] {
    let (send, receive): (ChannelAccess, ChannelAccess) =
      kind == .preference ? (.publishes, .observes) : (.posts, .listens)
    let ancestry = Ancestry(features: features)
    let receiversByKey = Dictionary(grouping: receivers, by: \.key)
    let sentKeys = Set(senders.map(\.key))
    var channels: [Channel] = []
    for sender in senders {
      let all = (receiversByKey[sender.key] ?? []).filter { $0.feature != sender.feature }
      let ancestors = ancestry.ancestors(of: sender.feature)
      let above = all.filter { ancestors.contains($0.feature) }
      let heard = above.isEmpty ? all : above
      if heard.isEmpty {
        channels.append(
          Channel(
            kind: kind, from: .feature(sender.feature), to: .key(sender.key), access: send,
            name: sender.key, locations: sender.locations))
      }
      for receiver in heard {
        channels.append(
          Channel(
            kind: kind, from: .feature(sender.feature), to: .feature(receiver.feature),
            access: send, name: sender.key, locations: sender.locations + receiver.locations))
      }
    }
    for receiver in receivers where !sentKeys.contains(receiver.key) {
      channels.append(
        Channel(
          kind: kind, from: .feature(receiver.feature), to: .key(receiver.key), access: receive,
          name: receiver.key, locations: receiver.locations))
    }
    return channels
  }
}

/// Which features compose which, upward: a feature's parents are the features whose body
/// composes it, through destination and path enums too.
private struct Ancestry {
  private var parents: [FeatureID: Set<FeatureID>] = [:]

  init(features: [Feature]) {
    for feature in features {
      for scope in feature.children
      where scope.operator != .sameDomain && scope.child != feature.id {
        parents[scope.child, default: []].insert(feature.id)
      }
    }
  }

  /// Every feature above `feature`.
  func ancestors(of feature: FeatureID) -> Set<FeatureID> {
    var found: Set<FeatureID> = []
    var pending = [feature]
    while let next = pending.popLast() {
      for parent in parents[next] ?? [] where found.insert(parent).inserted {
        pending.append(parent)
      }
    }
    return found
  }
}
