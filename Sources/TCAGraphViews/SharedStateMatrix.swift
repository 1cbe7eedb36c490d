import TCAGraphSupport
import TreeIntrospect

/// When the shared-state view is a matrix, and what a cell of it says.
///
/// The graph form lays keys out in one rank and features in the next, every read and write an
/// edge between them: at the lessons' five features and ten edges it reads at a glance, but
/// zashi-ios's 29 features and 112 edges on 14 keys drew a picture 922 px wide and 5,682 px tall
/// whose edges all ran through one trunk. Past ``featureLimit`` features the features' rank is
/// taller than a screen, and past ``edgeLimit`` edges they cross between every pair of keys, so
/// the view draws a row per feature and a column per key instead, as the dependencies view does.
public enum SharedStateMatrix {
  /// The most features reaching shared state the graph form draws.
  public static let featureLimit = 8
  /// The most reads and writes the graph form draws as edges.
  public static let edgeLimit = 24

  /// Whether `graph` reaches shared state from more than ``featureLimit`` features or through
  /// more than ``edgeLimit`` channels.
  static func isTooLargeForEdges(_ graph: ArchitectureGraph) -> Bool {
    var features = 0
    var edges = 0
    for feature in graph.features {
      let shared = (feature.channels ?? []).filter(isDrawn).count
      if shared > 0 { features += 1 }
      edges += shared
    }
    let viewUses = (graph.sharedKeys ?? []).flatMap { $0.viewUses ?? [] }
    features += Set(viewUses.map(\.view)).count
    edges += viewUses.count
    return features > featureLimit || edges > edgeLimit
  }

  /// Whether the view draws `channel`: a read or write of a shared key.
  static func isDrawn(_ channel: Channel) -> Bool {
    channel.kind == .sharedState && channel.to.kind == .sharedKey
  }

  /// The read mark.
  static let readMark = "R"
  /// The write mark.
  static let writeMark = "W"
}

/// The shared state of a graph as one matrix (``GraphTable``): a row per feature that reads or
/// writes a shared key, grouped by module (`(no module)` last); a column per key, grouped by where
/// it lives (`.appStorage`, `.fileStorage`, `.inMemory`, custom keys, handed-in `@Shared var`s,
/// then the unresolved and the keys the graph does not hold under dashed headings), headed by
/// the key as written and its value type, a handed-in key's by the key it is projected from. A
/// cell is `R` (blue) where the feature reads the key, `W` (orange) where it writes it, `RW`
/// (orange) for both: the colours of the graph form's read and write edges; in lower case
/// (`r`, `w`, `rw`) what its view does (``ChannelOrigin/view``), after what its own code does
/// (`R w`). The views tied to no store (``SharedKey/viewUses``) are rows of a last group,
/// `views`.
func sharedStateMatrix(graph: ArchitectureGraph) -> GraphDescription {
  var legendRows = LegendUsage<SharedStateMatrixLegendRow>()
  var accessByFeature: [FeatureID: [String: SharedStateCellAccess]] = [:]
  for feature in graph.features {
    for channel in feature.channels ?? [] where SharedStateMatrix.isDrawn(channel) {
      accessByFeature[feature.id, default: [:]][channel.to.id, default: SharedStateCellAccess()]
        .add(channel.access, fromView: channel.origin == .view)
    }
  }
  var accessByView: [String: [String: SharedStateCellAccess]] = [:]
  for key in graph.sharedKeys ?? [] {
    for use in key.viewUses ?? [] {
      accessByView[use.view, default: [:]][key.id, default: SharedStateCellAccess()]
        .add(use.access, fromView: true)
    }
  }

  let keys = Dictionary(
    (graph.sharedKeys ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  var columnsByGroup: [SharedStateColumnGroup: [(id: String, column: TableColumn)]] = [:]
  let reached = accessByFeature.values.flatMap(\.keys) + accessByView.values.flatMap(\.keys)
  for id in Set(reached).sorted() {
    guard let key = keys[id] else {
      columnsByGroup[.missing, default: []].append(
        (id, TableColumn(label: "\(id)\n(not in the graph)")))
      continue
    }
    columnsByGroup[SharedStateColumnGroup(key.storage), default: []].append(
      (id, TableColumn(label: header(of: key, keys: keys))))
  }
  var groups: [TableColumnGroup] = []
  var columnIDs: [String] = []
  for group in SharedStateColumnGroup.allCases {
    guard let columns = columnsByGroup[group] else { continue }
    legendRows.record(group.legendRow)
    groups.append(
      TableColumnGroup(
        label: group.label, columns: columns.map(\.column),
        fillColor: group.isResolved ? Palette.resource : nil, dashed: !group.isResolved))
    columnIDs += columns.map(\.id)
  }

  var byModule: [String?: [FeatureID]] = [:]
  for id in accessByFeature.keys { byModule[graph.feature(id)?.module, default: []].append(id) }
  let modules =
    byModule.keys.compactMap { $0 }.sorted().map { Optional($0) }
    + (byModule[nil] == nil ? [] : [nil])
  let cells = { (accesses: [String: SharedStateCellAccess]) in
    columnIDs.map { key in
      let access = accesses[key] ?? SharedStateCellAccess()
      let own = SharedStateMatrixLegendRow(
        reads: access.own.contains(.reads), writes: access.own.contains(.writes))
      if let own { legendRows.record(own) }
      legendRows.record(.fromView, if: !access.view.isEmpty)
      return access.tableCell
    }
  }
  var rowGroups = modules.map { module in
    let rows = (byModule[module] ?? []).sorted().map { id in
      let feature = graph.feature(id)
      legendRows.record(.unread, if: UnreadMark.applies(to: feature))
      return TableRow(
        label: UnreadMark.label(id.rawValue, of: feature), cells: cells(accessByFeature[id] ?? [:]))
    }
    return TableRowGroup(label: module ?? "(no module)", rows: rows)
  }
  if !accessByView.isEmpty {
    legendRows.record(.untiedViews)
    rowGroups.append(
      TableRowGroup(
        label: "views",
        rows: accessByView.keys.sorted().map { view in
          TableRow(label: view, cells: cells(accessByView[view] ?? [:]))
        }))
  }
  let table = GraphTable(corner: "feature \\ key", columnGroups: groups, rowGroups: rowGroups)
  return GraphDescription(
    title: "Shared state",
    nodes: [GraphNode(id: "shared-state", label: "", shape: .plainText, table: table)],
    legend: legendRows.legend(\.entries)
  ).fittingLabels()
}

/// A key's column header: the key as its group does not already say (`"isOn"` under
/// `.appStorage`, `.featureFlags` under the custom keys), its value type, and for a handed-in key
/// the key it is projected from (`from .inMemory("session")`) when the graph knows it.
private func header(of key: SharedKey, keys: [String: SharedKey]) -> String {
  var lines: [String]
  switch key.storage {
  case .appStorage, .inMemory: lines = ["\"\(key.key ?? "?")\""]
  case .fileStorage: lines = [key.key ?? "?"]
  case .custom, .unresolved: lines = [key.asWritten]
  case .handedIn: lines = [String(key.id.dropFirst(SharedStorage.handedIn.rawValue.count + 1))]
  }
  if let valueType = key.valueType { lines.append(valueType) }
  if let parent = key.derivedFrom {
    lines.append("from " + (keys[parent]?.asWritten ?? parent))
  }
  return lines.joined(separator: "\n")
}

/// The column groups of the matrix, in its order: by storage, then the keys the graph does not
/// hold.
private enum SharedStateColumnGroup: CaseIterable {
  case appStorage, fileStorage, inMemory, custom, handedIn, unresolved, missing

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

  var label: String {
    switch self {
    case .appStorage: ".appStorage"
    case .fileStorage: ".fileStorage"
    case .inMemory: ".inMemory"
    case .custom: "custom keys"
    case .handedIn: "handed in"
    case .unresolved: "(unresolved)"
    case .missing: "(not in the graph)"
    }
  }

  /// Whether the group's keys were resolved: the others are dashed and unfilled.
  var isResolved: Bool { self != .unresolved && self != .missing }

  var legendRow: SharedStateMatrixLegendRow {
    switch self {
    case .appStorage, .fileStorage, .inMemory, .custom: .key
    case .handedIn: .handedIn
    case .unresolved: .unresolved
    case .missing: .missing
    }
  }
}

/// What a row's code does to a key: its own reads and writes, and its view's.
private struct SharedStateCellAccess {
  var own: Set<ChannelAccess> = []
  var view: Set<ChannelAccess> = []

  mutating func add(_ access: ChannelAccess, fromView: Bool) {
    let access: ChannelAccess = access == .writes ? .writes : .reads
    if fromView { view.insert(access) } else { own.insert(access) }
  }

  /// `R`, `W`, `RW` for its own code, then `r`, `w`, `rw` for its view's; orange for any write.
  var tableCell: TableCell {
    let mark = { (accesses: Set<ChannelAccess>) in
      (accesses.contains(.reads) ? SharedStateMatrix.readMark : "")
        + (accesses.contains(.writes) ? SharedStateMatrix.writeMark : "")
    }
    let marks = [mark(own), mark(view).lowercased()].filter { !$0.isEmpty }
    guard !marks.isEmpty else { return .empty }
    let writes = own.contains(.writes) || view.contains(.writes)
    return TableCell(
      mark: marks.joined(separator: " "), fillColor: writes ? Palette.effect : Palette.root)
  }
}

/// The rows of the shared-state matrix's legend, in the order it lists them; the cell rows are
/// also what a cell shows.
private enum SharedStateMatrixLegendRow: CaseIterable {
  case key, handedIn, unresolved, missing, reads, writes, readsAndWrites, fromView, untiedViews
  case unread

  /// The cell row of a feature that reads and/or writes a key; nil for neither.
  init?(reads: Bool, writes: Bool) {
    switch (reads, writes) {
    case (true, true): self = .readsAndWrites
    case (true, false): self = .reads
    case (false, true): self = .writes
    case (false, false): return nil
    }
  }

  /// The cell of a cell row.
  var tableCell: TableCell {
    switch self {
    case .reads: TableCell(mark: SharedStateMatrix.readMark, fillColor: Palette.root)
    case .writes: TableCell(mark: SharedStateMatrix.writeMark, fillColor: Palette.effect)
    case .readsAndWrites:
      TableCell(
        mark: SharedStateMatrix.readMark + SharedStateMatrix.writeMark, fillColor: Palette.effect)
    default: .empty
    }
  }

  var entries: [LegendEntry] {
    let cell = { (text: String) in
      LegendEntry.node(
        "\(tableCell.mark) \(text)", fill: tableCell.fillColor, text: Palette.text)
    }
    switch self {
    case .key:
      return [
        .node(
          "a key, under where it lives, with its value type", fill: Palette.resource,
          text: Palette.text)
      ]
    case .handedIn:
      return [
        .node(
          "handed in: a @Shared var a parent passes down, from the key it projects",
          fill: Palette.resource, text: Palette.text)
      ]
    case .unresolved:
      return [.node("(unresolved): a key the scanner could not read", style: .dashed)]
    case .missing: return [.node("key not in the graph", style: .dashed)]
    case .reads: return [cell("reads it")]
    case .writes: return [cell("writes it")]
    case .readsAndWrites: return [cell("reads and writes it")]
    case .fromView:
      return [
        .node(
          "r, w: its view reads, writes it", fill: Palette.effect,
          text: Palette.text)
      ]
    case .untiedViews:
      return [
        .node("views: tied to no store", text: Palette.text)
      ]
    case .unread: return [UnreadMark.legend]
    }
  }
}
