import TCAGraphSupport
import TreeIntrospect

/// The `shared-state` view: ``sharedStateView(graph:)``.
public struct SharedStateView: DiagramView {
  public static let id = "shared-state"
  public static let summary =
    "Shared keys (@Shared) by storage, and the features that read and write each."

  public init() {}

  public func diagrams(of graph: ArchitectureGraph, options: DiagramOptions) -> [Diagram] {
    [Diagram(name: Self.id, description: sharedStateView(graph: graph))]
  }
}

/// The shared state of a graph: one node per shared key, shaped by where the value lives
/// (``SharedStorage``) and labelled with the key and its value type, and the features that reach
/// it through ``ChannelKind/sharedState`` channels.
///
/// A read is a dashed blue edge from the key into the feature (the value flows to the reader); a
/// write is a bold orange edge from the feature into the key. A feature that does both has both.
/// An edge is labelled with the state field when it is named otherwise than the key
/// (`currencyConversion` of `.inMemory("exchangeRate")`, not `isOn` of `.appStorage("isOn")`).
/// A read or write from a feature's view (``ChannelOrigin/view``: a `$store.x` binding, the view's
/// own `@Shared`) is dotted and labelled `view`; a view tied to no store is a green parallelogram
/// of its own (``SharedKey/viewUses``), its edges drawn the same way.
/// A handed-in `@Shared var` hangs under the key it is a projection of (``SharedKey/derivedFrom``)
/// by a dotted edge. A key only one feature touches couples nothing and is drawn unfilled; a key
/// that could not be resolved is dashed and says so, never drawn like a resolved one. A graph
/// with no shared state is one line saying so, and its
/// legend what the view shows.
///
/// A graph over ``SharedStateMatrix/featureLimit`` features or ``SharedStateMatrix/edgeLimit``
/// reads and writes is drawn as a matrix instead (``sharedStateMatrix(graph:)``).
public func sharedStateView(graph: ArchitectureGraph) -> GraphDescription {
  if SharedStateMatrix.isTooLargeForEdges(graph) { return sharedStateMatrix(graph: graph) }
  var builder = SharedStateBuilder(graph: graph)
  builder.build()
  if builder.nodes.isEmpty {
    builder.legendRows.record(.nothingShared)
    builder.nodes.append(
      GraphNode(
        id: "empty", label: "no shared state: no feature uses @Shared",
        shape: .plainText))
  }
  return GraphDescription(
    title: "Shared state", direction: .leftToRight, nodes: builder.nodes, edges: builder.edges,
    legend: builder.legendRows.legend(\.entries)
  ).fittingLabels()
}

/// Collects the keys, the features that reach them and the edges, in key order then feature
/// order.
private struct SharedStateBuilder {
  let graph: ArchitectureGraph
  var nodes: [GraphNode] = []
  var edges: [GraphEdge] = []
  var legendRows = LegendUsage<SharedStateLegendRow>()

  init(graph: ArchitectureGraph) {
    self.graph = graph
  }

  mutating func build() {
    var channelsByKey: [String: [Channel]] = [:]
    var readers: [FeatureID] = []
    for feature in graph.features {
      let shared = (feature.channels ?? []).filter {
        $0.kind == .sharedState && $0.to.kind == .sharedKey
      }
      guard !shared.isEmpty else { continue }
      readers.append(feature.id)
      for channel in shared { channelsByKey[channel.to.id, default: []].append(channel) }
    }
    let keys = graph.sharedKeys ?? []
    let known = Set(keys.map(\.id))
    let derivedParents = Set(keys.compactMap(\.derivedFrom))
    let drawn = keys.filter {
      channelsByKey[$0.id] != nil || derivedParents.contains($0.id) || $0.viewUses != nil
    }
    for key in drawn {
      let touching =
        Set((channelsByKey[key.id] ?? []).map(\.from.description))
        .union((key.viewUses ?? []).map { nodeID(view: $0.view) })
      addKey(key, sharedByMany: touching.count > 1)
    }
    for id in channelsByKey.keys.sorted() where !known.contains(id) {
      addMissingKey(id)
    }
    for feature in readers {
      addFeature(feature)
    }
    let views = Set(drawn.flatMap { $0.viewUses ?? [] }.map(\.view)).sorted()
    for view in views { addView(view) }
    for key in drawn {
      guard let parent = key.derivedFrom else { continue }
      if !known.contains(parent) { addMissingKey(parent) }
      legendRows.record(.derived)
      edges.append(
        GraphEdge(
          from: nodeID(key: parent), to: nodeID(key: key.id), label: "handed in",
          style: .dotted, color: Palette.sameDomain))
    }
    for feature in readers {
      for channel in graph.feature(feature)?.channels ?? [] where channel.kind == .sharedState {
        guard let feature = channel.from.feature else { continue }
        addEdge(
          from: nodeID(feature: feature), key: channel.to.id, access: channel.access,
          name: channel.name, locations: channel.locations, fromView: channel.origin == .view)
      }
    }
    for key in drawn {
      for use in key.viewUses ?? [] {
        addEdge(
          from: nodeID(view: use.view), key: key.id, access: use.access, name: nil,
          locations: use.locations, fromView: true)
      }
    }
  }

  private func nodeID(view: String) -> String { "view:\(view)" }

  /// A view tied to no store that reads or writes a key through its own `@Shared`.
  private mutating func addView(_ view: String) {
    legendRows.record(.untiedView)
    nodes.append(
      GraphNode(
        id: nodeID(view: view), label: view, shape: .parallelogram, fillColor: Palette.view,
        textColor: Palette.text, tooltip: "\(view): a view tied to no feature's store"))
  }

  private func nodeID(key: String) -> String { "key:\(key)" }

  /// A dashed node for a key a channel or a handed-in key names but the graph does not hold.
  private mutating func addMissingKey(_ id: String) {
    guard !nodes.contains(where: { $0.id == nodeID(key: id) }) else { return }
    legendRows.record(.missing)
    nodes.append(GraphNode(id: nodeID(key: id), label: "\(id)\n(not in the graph)", style: .dashed))
  }
  private func nodeID(feature: FeatureID) -> String { "feature:\(feature.rawValue)" }

  private mutating func addKey(_ key: SharedKey, sharedByMany: Bool) {
    let row = SharedStateLegendRow(key.storage)
    legendRows.record(row)
    let isUnresolved = key.storage == .unresolved
    legendRows.record(.singleUse, if: !sharedByMany && !isUnresolved)
    var style: NodeStyle = isUnresolved ? .dashed : []
    if sharedByMany && !isUnresolved { style.insert(.bold) }
    nodes.append(
      GraphNode(
        id: nodeID(key: key.id), label: Self.label(of: key), shape: row.shape,
        fillColor: sharedByMany && !isUnresolved ? Palette.resource : nil,
        textColor: Palette.text, style: style, tooltip: Self.tooltip(of: key)))
  }

  private mutating func addFeature(_ id: FeatureID) {
    let feature = graph.feature(id)
    legendRows.record(.feature)
    legendRows.record(.unread, if: UnreadMark.applies(to: feature))
    nodes.append(
      GraphNode(
        id: nodeID(feature: id), label: UnreadMark.label(id.rawValue, of: feature),
        fillColor: Palette.feature, textColor: Palette.text,
        tooltip: UnreadMark.tooltip(feature?.location?.description, of: feature)))
  }

  /// A read (key → reader) or a write (writer → key) of the field `name`; from a view, dotted
  /// and labelled `view`.
  private mutating func addEdge(
    from reader: String, key id: String, access: ChannelAccess, name: String?,
    locations: [SourceLocation], fromView: Bool
  ) {
    let key = graph.sharedKeys?.first { $0.id == id }
    let field = name.flatMap { Self.names(of: key, id: id).contains($0) ? nil : $0 }
    let label = ((fromView ? ["view"] : []) + [field].compactMap { $0 }).joined(separator: ": ")
    let tooltip = ([name].compactMap { $0 } + locations.map(\.description)).joined(
      separator: "\n")
    let isWrite = access == .writes
    switch (isWrite, fromView) {
    case (true, false): legendRows.record(.writes)
    case (false, false): legendRows.record(.reads)
    case (true, true): legendRows.record(.viewWrites)
    case (false, true): legendRows.record(.viewReads)
    }
    let style: EdgeStyle = fromView ? .dotted : isWrite ? .bold : .dashed
    edges.append(
      GraphEdge(
        from: isWrite ? reader : nodeID(key: id), to: isWrite ? nodeID(key: id) : reader,
        label: label, style: style, color: isWrite ? Palette.write : Palette.read,
        tooltip: tooltip, isThick: fromView && isWrite))
  }

  /// The names a field reaching the key may take that its edge need not repeat: the key's
  /// string (`isOn`) and its last word (`transactions` of `sharedStateKey_transactions`), a
  /// custom key's name, a file's name without its extension (`cart` of `cart.json`), a handed-in
  /// field's own name (`user` of `Profile.user`), or for a key the graph does not hold what its
  /// id names.
  static func names(of key: SharedKey?, id: String) -> Set<String> {
    guard let key else { return [String(id.drop { $0 != ":" }.dropFirst())] }
    var names = Set([key.key, key.name].compactMap { $0 })
    if let string = key.key, let lastWord = string.split(whereSeparator: "_-/".contains).last {
      names.insert(String(lastWord))
    }
    if key.storage == .fileStorage, let file = key.key {
      names.insert(String(file.prefix { $0 != "." }))
    }
    if key.storage == .handedIn, let field = key.id.split(separator: ".").last {
      names.insert(String(field))
    }
    return names
  }

  /// The key as written, then its value type: `.appStorage("isOn")` / `Bool`.
  static func label(of key: SharedKey) -> String {
    var lines = [key.asWritten]
    if let valueType = key.valueType { lines.append(valueType) }
    if key.storage == .unresolved { lines.append("(unresolved)") }
    return lines.joined(separator: "\n")
  }

  /// The id, default, why it is unresolved, where it is declared and its module.
  static func tooltip(of key: SharedKey) -> String {
    var lines = [key.id]
    if let value = key.defaultValue { lines.append("default: \(value)") }
    if let reason = key.unresolvedReason { lines.append("not resolved: \(reason)") }
    if let parent = key.derivedFrom { lines.append("handed in from \(parent)") }
    if let location = key.location { lines.append(location.description) }
    if let module = key.module { lines.append("module \(module)") }
    return lines.joined(separator: "\n")
  }
}

extension SharedKey {
  /// The key as written: `.appStorage("isOn")`, `.featureFlags`, `@Shared Profile.user`.
  var asWritten: String {
    switch storage {
    case .appStorage, .fileStorage, .inMemory:
      let argument = key ?? "?"
      let quoted = storage == .fileStorage ? argument : "\"\(argument)\""
      return ".\(storage.rawValue)(\(quoted))"
    case .custom:
      return name.map { ".\($0)" } ?? key ?? id
    case .handedIn:
      return "@Shared " + id.dropFirst(SharedStorage.handedIn.rawValue.count + 1)
    case .unresolved:
      return key ?? String(id.dropFirst(SharedStorage.unresolved.rawValue.count + 1))
    }
  }
}

/// The rows of the shared-state legend, in the order it lists them.
private enum SharedStateLegendRow: CaseIterable {
  case feature, untiedView, appStorage, fileStorage, inMemory, custom, handedIn, unresolved
  case missing, singleUse, reads, writes, viewReads, viewWrites, derived, unread, nothingShared

  /// The row of a key stored in `storage`.
  init(_ storage: SharedStorage) {
    switch storage {
    case .appStorage: self = .appStorage
    case .fileStorage: self = .fileStorage
    case .inMemory: self = .inMemory
    case .custom: self = .custom
    case .handedIn: self = .handedIn
    case .unresolved: self = .unresolved
    }
  }

  /// The shape of a key of this row's storage.
  var shape: NodeShape {
    switch self {
    case .appStorage: .cylinder
    case .fileStorage: .note
    case .inMemory: .box3d
    case .custom: .hexagon
    case .handedIn: .ellipse
    default: .box
    }
  }

  /// The legend's entries for the row.
  var entries: [LegendEntry] {
    let key = { (text: String) in
      LegendEntry.node(text, shape: shape, fill: Palette.resource, text: Palette.text)
    }
    switch self {
    case .feature: return [.node("feature", fill: Palette.feature, text: Palette.text)]
    case .untiedView:
      return [
        .node(
          "view tied to no store", shape: .parallelogram,
          fill: Palette.view, text: Palette.text)
      ]
    case .appStorage: return [key(".appStorage: user defaults")]
    case .fileStorage: return [key(".fileStorage: a file")]
    case .inMemory: return [key(".inMemory: memory, app-wide")]
    case .custom: return [key("custom SharedKey of the app")]
    case .handedIn: return [key("@Shared var handed in by a parent")]
    case .unresolved:
      return [.node("(unresolved): a key the scanner could not read", style: .dashed)]
    case .missing: return [.node("key not in the graph", style: .dashed)]
    case .singleUse:
      return [.node("unfilled: only one feature touches the key", text: Palette.text)]
    case .reads: return [.edge("reads (key → feature)", style: .dashed, color: Palette.read)]
    case .writes: return [.edge("writes (feature → key)", style: .bold, color: Palette.write)]
    case .viewReads:
      return [.edge("view: read from the feature's view", style: .dotted, color: Palette.read)]
    case .viewWrites:
      return [.edge("view: written from the feature's view", style: .dotted, color: Palette.write)]
    case .derived:
      return [
        .edge("handed in: projected from a parent's key", style: .dotted, color: Palette.sameDomain)
      ]
    case .unread: return [UnreadMark.legend]
    case .nothingShared:
      return [.node("shows @Shared keys and who reads and writes them", shape: .plainText)]
    }
  }
}
