extension ArchitectureGraph {
  /// The id of the library's `dismiss` dependency (`@Dependency(\.dismiss)`): a presented child
  /// that uses it ends its own presentation, as a TCA 2 child does with `try store.dismiss()`
  /// (``Feature/selfDismissals``); both derive a dismissal channel of this name.
  public static let dismissClientID = "dismiss"

  /// Every channel `feature` opens: those stored in ``Feature/channels`` and those derived from
  /// its handlers, emissions and children, merged by identity (locations joined) and sorted by
  /// kind, ends, name and access. Empty for a feature the graph does not hold.
  public func channels(of feature: FeatureID) -> [Channel] {
    guard let value = self.feature(feature) else { return [] }
    return channels(of: value, composers: composersByChild(), byID: featuresByID)
  }

  /// Every channel of every feature, feature by feature in id order; the composers and the
  /// features by id are worked out once for the whole graph.
  public var allChannels: [Channel] {
    let composers = composersByChild()
    let byID = featuresByID
    return features.flatMap { channels(of: $0, composers: composers, byID: byID) }
  }

  /// ``channels(of:)`` of every feature, by feature, worked out in one pass like
  /// ``allChannels``: for a caller that asks about many features.
  public var channelsByFeature: [FeatureID: [Channel]] {
    let composers = composersByChild()
    let byID = featuresByID
    var result: [FeatureID: [Channel]] = [:]
    for feature in features {
      result[feature.id] = channels(of: feature, composers: composers, byID: byID)
    }
    return result
  }

  private func channels(
    of value: Feature, composers: [FeatureID: Set<FeatureID>], byID: [FeatureID: Feature]
  ) -> [Channel] {
    var channels = value.channels ?? []
    channels += actionMatchChannels(of: value)
    channels += emissionChannels(of: value, composers: composers)
    channels += presentationChannels(of: value, byID: byID)
    channels += dismissalChannels(of: value, composers: composers, byID: byID)
    return Channel.sortedAndMerged(channels)
  }

  /// For each feature, the features that compose it, seen through enum reducers: a destination
  /// enum's case is composed by the features that compose the enum, and so is a stack's screen.
  func composersByChild() -> [FeatureID: Set<FeatureID>] {
    let byID = featuresByID
    var composers: [FeatureID: Set<FeatureID>] = [:]
    for parent in features where parent.kind != .enumReducer {
      for scope in parent.children where scope.operator != .sameDomain {
        for child in presentedFeatures(scope.child, byID: byID) where child != parent.id {
          composers[child, default: []].insert(parent.id)
        }
      }
    }
    return composers
  }

  /// `child` itself, or, for an enum reducer, its cases (and theirs, for a nested enum).
  private func presentedFeatures(_ child: FeatureID, byID: [FeatureID: Feature]) -> [FeatureID] {
    var result: [FeatureID] = []
    var pending = [child]
    var seen: Set<FeatureID> = []
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      if let feature = byID[next], feature.kind == .enumReducer, !feature.children.isEmpty {
        pending += feature.children.map(\.child).reversed()
      } else {
        result.append(next)
      }
    }
    return result
  }

  private func actionMatchChannels(of feature: Feature) -> [Channel] {
    feature.handlers.compactMap { handler in
      guard let owner = handler.owner, owner != feature.id else { return nil }
      return Channel(
        kind: .actionMatch, from: .feature(feature.id), to: .feature(owner), access: .handles,
        name: handler.route.joined(separator: "."), locations: handler.location.map { [$0] } ?? [])
    }
  }

  private func emissionChannels(of feature: Feature, composers: [FeatureID: Set<FeatureID>])
    -> [Channel]
  {
    var channels: [Channel] = []
    for emission in feature.emissions {
      let name = emission.route.joined(separator: ".")
      let locations = emission.location.map { [$0] } ?? []
      if let owner = emission.owner, owner != feature.id {
        channels.append(
          Channel(
            kind: .childAction, from: .feature(feature.id), to: .feature(owner), access: .sends,
            name: name, locations: locations))
      } else if emission.lane == .delegate, emission.owner == feature.id {
        for composer in (composers[feature.id] ?? []).sorted() {
          channels.append(
            Channel(
              kind: .delegateEmission, from: .feature(feature.id), to: .feature(composer),
              access: .emits, name: name, locations: locations))
        }
      }
    }
    return channels
  }

  /// The fields whose child `feature` presents (`ifLet`, `ifCaseLet`, a stack), with the
  /// features each field presents.
  private func presentedChildren(of feature: Feature, byID: [FeatureID: Feature])
    -> [(field: String, scope: ChildScope, children: [FeatureID])]
  {
    feature.children.compactMap { scope in
      switch scope.operator {
      case .ifLet, .ifCaseLet, .stackForEach:
        let field = scope.statePath.hasPrefix("$") ? String(scope.statePath.dropFirst()) : scope.statePath
        return (field, scope, presentedFeatures(scope.child, byID: byID))
      case .scope, .enumCase, .forEach, .sameDomain:
        return nil
      }
    }
  }

  private func presentationChannels(of feature: Feature, byID: [FeatureID: Feature]) -> [Channel] {
    guard feature.kind != .enumReducer else { return [] }
    return presentedChildren(of: feature, byID: byID).flatMap { presented in
      presented.children.map { child in
        Channel(
          kind: .presentation, from: .feature(feature.id), to: .feature(child), access: .presents,
          name: presented.field, locations: presented.scope.location.map { [$0] } ?? [])
      }
    }
  }

  private func dismissalChannels(
    of feature: Feature, composers: [FeatureID: Set<FeatureID>], byID: [FeatureID: Feature]
  ) -> [Channel] {
    var channels: [Channel] = []
    let presented = presentedChildren(of: feature, byID: byID)
    for handler in feature.handlers {
      for effect in handler.effects where [.dismiss, .popFrom, .removeLast].contains(effect.kind) {
        guard let target = effect.target,
          let entry = presented.first(where: { $0.field == target })
        else { continue }
        let locations = (effect.location ?? handler.location).map { [$0] } ?? []
        for child in entry.children {
          channels.append(
            Channel(
              kind: .dismissal, from: .feature(feature.id), to: .feature(child),
              access: .dismisses, name: target, locations: locations))
        }
      }
    }
    let usesDismiss = (feature.channels ?? []).filter {
      $0.kind == .dependency && $0.access == .uses && $0.to == .dependency(Self.dismissClientID)
    }
    if !usesDismiss.isEmpty || feature.selfDismissals != nil {
      let locations = usesDismiss.flatMap(\.locations) + (feature.selfDismissals ?? [])
      for presenter in (composers[feature.id] ?? []).sorted()
      where presents(presenter, feature.id, byID: byID) {
        channels.append(
          Channel(
            kind: .dismissal, from: .feature(feature.id), to: .feature(presenter),
            access: .dismisses, name: Self.dismissClientID, locations: locations))
      }
    }
    return channels
  }

  /// Whether `presenter` presents `child` (not only scopes it).
  private func presents(_ presenter: FeatureID, _ child: FeatureID, byID: [FeatureID: Feature])
    -> Bool
  {
    guard let feature = byID[presenter] else { return false }
    return presentedChildren(of: feature, byID: byID).contains { $0.children.contains(child) }
  }
}

extension Channel {
  /// `channels` with equal identities merged (their locations joined, without repeats) and
  /// sorted by kind, ends, name and access: the one order every front end gives.
  public static func sortedAndMerged(_ channels: [Channel]) -> [Channel] {
    var merged: [ChannelIdentity: Set<SourceLocation>] = [:]
    for channel in channels {
      merged[channel.identity, default: []].formUnion(channel.locations)
    }
    return merged.keys.sorted().map { identity in
      Channel(
        kind: identity.kind, from: identity.from, to: identity.to, access: identity.access,
        name: identity.name, locations: Array(merged[identity] ?? []), origin: identity.origin)
    }
  }
}
