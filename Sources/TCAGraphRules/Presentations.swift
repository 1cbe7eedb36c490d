import TreeIntrospect

/// Which feature presents which, read from the graph's ``ChannelKind/presentation`` channels: a
/// destination enum's cases are presented by the feature that composes the enum.
struct Presentations {
  /// For each presenter and feature it presents, the presentation channels (one per field).
  private var channels: [FeatureID: [FeatureID: [Channel]]] = [:]

  init(_ graph: ArchitectureGraph) {
    for channel in graph.allChannels where channel.kind == .presentation {
      guard let presenter = channel.from.feature, let presented = channel.to.feature else {
        continue
      }
      channels[presenter, default: [:]][presented, default: []].append(channel)
    }
  }

  /// The channels through which `presenter` presents `presented`, sorted by field.
  func channels(from presenter: FeatureID, to presented: FeatureID) -> [Channel] {
    channels[presenter]?[presented] ?? []
  }

  /// Whether `presenter` presents `presented`.
  func presents(_ presenter: FeatureID, _ presented: FeatureID) -> Bool {
    !channels(from: presenter, to: presented).isEmpty
  }

  /// The pairs of distinct features that present each other, the smaller id first, sorted.
  var mutualPairs: [(FeatureID, FeatureID)] {
    var pairs: [(FeatureID, FeatureID)] = []
    for (presenter, presented) in channels {
      for other in presented.keys where presenter < other && presents(other, presenter) {
        pairs.append((presenter, other))
      }
    }
    return pairs.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
  }
}
