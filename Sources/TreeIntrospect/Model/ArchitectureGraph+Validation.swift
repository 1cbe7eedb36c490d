extension ArchitectureGraph {
  /// The largest ``ChildScope/order`` a graph may hold: no `body` has a million elements, and a
  /// bound keeps `order + 1` and the like from overflowing.
  public static let maximumChildOrder = 1_000_000

  /// Checks what decoding cannot: every feature id is given once, and every number that the
  /// views and rules compute with is in range (a child's ``ChildScope/order``, a location's line
  /// and column; a ``Feature/storedStateFieldCount`` is not negative; a ``Feature/prompt`` is a
  /// TCA 2 struct feature). Compositions that form
  /// cycles are valid (a feature may compose itself, as a recursive comment thread does), and so
  /// are children the graph does not hold (a graph cut down to some modules refers to the others).
  ///
  /// Shared keys and dependency clients are given once each, a handed-in key's ``SharedKey/derivedFrom``
  /// names a key of the graph, and every stored channel is of a stored kind, opened by its
  /// feature, toward a key or client of the graph, with an access its kind allows.
  ///
  /// - Throws: ``ArchitectureGraphDecodingError/invalid(_:)`` naming the first offending value
  ///   by its place in the JSON form (`features[3].children[0].order`).
  public func validate() throws(ArchitectureGraphDecodingError) {
    let keyIDs = try Self.uniqueIDs(sharedKeys?.map(\.id) ?? [], at: "sharedKeys", noun: "shared key")
    let clientIDs = try Self.uniqueIDs(
      dependencyClients?.map(\.id) ?? [], at: "dependencyClients", noun: "dependency client")
    for (index, key) in (sharedKeys ?? []).enumerated() {
      if let source = key.derivedFrom, !keyIDs.contains(source) {
        throw .invalid("at sharedKeys[\(index)].derivedFrom: no shared key '\(source)' in the graph")
      }
      try Self.check(key.location, at: "sharedKeys[\(index)].location")
      for (useIndex, use) in (key.viewUses ?? []).enumerated() {
        let place = "sharedKeys[\(index)].viewUses[\(useIndex)]"
        guard ChannelKind.sharedState.accesses.contains(use.access) else {
          throw .invalid(
            "at \(place).access: a view reads or writes a key, not '\(use.access.rawValue)'")
        }
        for (locationIndex, location) in use.locations.enumerated() {
          try Self.check(location, at: "\(place).locations[\(locationIndex)]")
        }
      }
    }
    for (index, client) in (dependencyClients ?? []).enumerated() {
      try Self.check(client.location, at: "dependencyClients[\(index)].location")
    }
    var seen = Set<FeatureID>()
    for (index, feature) in features.enumerated() {
      let place = "features[\(index)]"
      guard seen.insert(feature.id).inserted else {
        throw .invalid("at \(place).id: feature '\(feature.id.rawValue)' is given twice")
      }
      try Self.check(feature.location, at: place + ".location")
      if let count = feature.storedStateFieldCount, count < 0 {
        throw .invalid("at \(place).storedStateFieldCount: \(count) is negative")
      }
      if let prompt = feature.prompt {
        guard prompt else { throw .invalid("at \(place).prompt: false is written as absent") }
        guard feature.kind == .reducer, feature.writtenDialect.vocabulary.promptProtocol != nil
        else {
          throw .invalid("at \(place).prompt: a prompt is a TCA 2 struct feature")
        }
      }
      for (childIndex, scope) in feature.children.enumerated() {
        let childPlace = "\(place).children[\(childIndex)]"
        guard (0...Self.maximumChildOrder).contains(scope.order) else {
          throw .invalid(
            "at \(childPlace).order: \(scope.order) is outside 0...\(Self.maximumChildOrder)")
        }
        try Self.check(scope.location, at: childPlace + ".location")
      }
      for (handlerIndex, handler) in feature.handlers.enumerated() {
        try Self.check(handler.location, at: "\(place).handlers[\(handlerIndex)].location")
      }
      for (dismissalIndex, location) in (feature.selfDismissals ?? []).enumerated() {
        try Self.check(location, at: "\(place).selfDismissals[\(dismissalIndex)]")
      }
      for (channelIndex, channel) in (feature.channels ?? []).enumerated() {
        try Self.check(
          channel, of: feature.id, at: "\(place).channels[\(channelIndex)]", keyIDs: keyIDs,
          clientIDs: clientIDs)
      }
    }
  }

  private static func uniqueIDs(_ ids: [String], at list: String, noun: String)
    throws(ArchitectureGraphDecodingError) -> Set<String>
  {
    var seen = Set<String>()
    for (index, id) in ids.enumerated() where !seen.insert(id).inserted {
      throw .invalid("at \(list)[\(index)].id: \(noun) '\(id)' is given twice")
    }
    return seen
  }

  private static func check(
    _ channel: Channel, of feature: FeatureID, at place: String, keyIDs: Set<String>,
    clientIDs: Set<String>
  ) throws(ArchitectureGraphDecodingError) {
    guard !channel.kind.isDerived else {
      throw .invalid(
        "at \(place).kind: '\(channel.kind.rawValue)' channels are derived from handlers, "
          + "emissions and children, not stored")
    }
    guard channel.from == .feature(feature) else {
      throw .invalid("at \(place).from: a feature's channel starts at the feature, not '\(channel.from)'")
    }
    guard channel.kind.targetKinds.contains(channel.to.kind) else {
      let allowed = channel.kind.targetKinds.map(\.rawValue).sorted().joined(separator: " or ")
      throw .invalid(
        "at \(place).to: a '\(channel.kind.rawValue)' channel ends at a \(allowed), "
          + "not '\(channel.to)'")
    }
    switch channel.to.kind {
    case .sharedKey where !keyIDs.contains(channel.to.id):
      throw .invalid("at \(place).to: no shared key '\(channel.to.id)' in the graph's sharedKeys")
    case .dependency where !clientIDs.contains(channel.to.id):
      throw .invalid(
        "at \(place).to: no dependency client '\(channel.to.id)' in the graph's dependencyClients")
    default: break
    }
    guard channel.kind.accesses.contains(channel.access) else {
      let allowed = channel.kind.accesses.map(\.rawValue).sorted().joined(separator: " or ")
      throw .invalid(
        "at \(place).access: a '\(channel.kind.rawValue)' channel \(allowed), not '\(channel.access.rawValue)'")
    }
    for (index, location) in channel.locations.enumerated() {
      try check(location, at: "\(place).locations[\(index)]")
    }
  }

  /// The largest line or column a location may name.
  static let maximumLineOrColumn = Int(Int32.max)

  private static func check(_ location: SourceLocation?, at place: String)
    throws(ArchitectureGraphDecodingError)
  {
    guard let location else { return }
    let range = 0...maximumLineOrColumn
    guard range.contains(location.line), range.contains(location.column) else {
      throw .invalid(
        "at \(place): line \(location.line), column \(location.column) is outside "
          + "0...\(maximumLineOrColumn)")
    }
  }
}
