import TCAGraphSupport
import TreeIntrospect

/// The `dependencies` view: ``dependenciesView(graph:)``.
public struct DependenciesView: DiagramView {
  public static let id = "dependencies"
  public static let summary =
    "Which feature uses or overrides which dependency client, as a matrix by module."

  public init() {}

  public func diagrams(of graph: ArchitectureGraph, options: DiagramOptions) -> [Diagram] {
    [Diagram(name: Self.id, description: dependenciesView(graph: graph))]
  }
}

/// The dependencies of a graph as one matrix (``GraphTable``): a row per feature that reaches a
/// client through ``ChannelKind/dependency`` channels, grouped by module (`(no module)` last); a
/// column per client, the app's own first (its `@Dependency` clients, then its TCA 2
/// `@FeatureEnvironment` entries under a heading of their own), then each library's
/// (`ComposableArchitecture`, `ComposableArchitecture2`'s entries, `Dependencies`) under its name,
/// then the clients the front end could not resolve under a dashed heading. A column is labelled
/// by the client's property (or type), so `date` read both ways is two `date` columns, each under
/// its mechanism's heading. A cell is `●` where the feature uses the client and `◆` where it overrides it
/// for the reducers it composes (`●◆` for both), each with a fill of its own.
///
/// A matrix, not edges: at 60 features and 25 clients the edges of a graph cross everywhere,
/// while a row still reads as "what this feature needs" and a column as "who needs this client".
/// A graph with no dependency is one line saying so, and its legend what the view shows.
public func dependenciesView(graph: ArchitectureGraph) -> GraphDescription {
  var legendRows = LegendUsage<DependenciesLegendRow>()
  var usesByFeature: [FeatureID: [String: Set<ChannelAccess>]] = [:]
  for feature in graph.features {
    for channel in feature.channels ?? []
    where channel.kind == .dependency && channel.to.kind == .dependency {
      usesByFeature[feature.id, default: [:]][channel.to.id, default: []].insert(channel.access)
    }
  }
  guard !usesByFeature.isEmpty else {
    return GraphDescription(
      title: "Dependencies",
      nodes: [
        GraphNode(
          id: "empty", label: "no dependencies: no feature uses \(DependencyWords.wrappers)",
          shape: .plainText)
      ], legend: DependenciesLegendRow.nothingUsed.entries
    ).fittingLabels()
  }

  let usedIDs = Set(usesByFeature.values.flatMap(\.keys))
  let clients = Dictionary(
    (graph.dependencyClients ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  var appColumns: [DependencyMechanism?: [String]] = [:]
  var libraryColumns: [DependencyLibraryHeading: [String]] = [:]
  var unresolvedColumns: [String] = []
  for id in usedIDs.sorted() {
    guard let client = clients[id], client.unresolvedReason == nil else {
      unresolvedColumns.append(id)
      continue
    }
    if let library = client.library {
      libraryColumns[DependencyLibraryHeading(library, client.mechanism), default: []].append(id)
    } else {
      appColumns[client.mechanism, default: []].append(id)
    }
  }
  func columns(_ ids: [String]) -> [TableColumn] {
    ids.map { TableColumn(label: DependencyWords.columnLabel(of: clients[$0], id: $0)) }
  }
  var groups: [(group: TableColumnGroup, ids: [String])] = []
  for mechanism in DependencyWords.mechanisms {
    guard let ids = appColumns[mechanism] else { continue }
    legendRows.record(.appClient)
    legendRows.record(.environment, if: mechanism != nil)
    groups.append(
      (
        TableColumnGroup(
          label: DependencyWords.appHeading(mechanism), columns: columns(ids),
          fillColor: Palette.resource), ids
      ))
  }
  for heading in libraryColumns.keys.sorted() {
    let ids = libraryColumns[heading] ?? []
    legendRows.record(.libraryClient)
    legendRows.record(.environment, if: heading.mechanism != nil)
    groups.append(
      (
        TableColumnGroup(label: heading.label, columns: columns(ids), fillColor: Palette.feature),
        ids
      ))
  }
  if !unresolvedColumns.isEmpty {
    legendRows.record(.unresolvedClient)
    groups.append(
      (
        TableColumnGroup(
          label: "(unresolved)", columns: columns(unresolvedColumns), dashed: true),
        unresolvedColumns
      ))
  }
  let columnIDs = groups.flatMap(\.ids)

  var byModule: [String?: [FeatureID]] = [:]
  for id in usesByFeature.keys { byModule[graph.feature(id)?.module, default: []].append(id) }
  let modules =
    byModule.keys.compactMap { $0 }.sorted().map { Optional($0) }
    + (byModule[nil] == nil ? [] : [nil])
  var rowGroups: [TableRowGroup] = []
  for module in modules {
    let rows = (byModule[module] ?? []).sorted().map { id in
      let feature = graph.feature(id)
      legendRows.record(.unread, if: UnreadMark.applies(to: feature))
      let accesses = usesByFeature[id] ?? [:]
      return TableRow(
        label: UnreadMark.label(id.rawValue, of: feature),
        cells: columnIDs.map { client in
          let cell = DependencyCell(accesses: accesses[client] ?? [])
          legendRows.record(.uses, if: cell.uses)
          legendRows.record(.overrides, if: cell.overrides)
          return cell.tableCell
        })
    }
    rowGroups.append(TableRowGroup(label: module ?? "(no module)", rows: rows))
  }
  let table = GraphTable(
    corner: "feature \\ client", columnGroups: groups.map(\.group), rowGroups: rowGroups)
  return GraphDescription(
    title: "Dependencies",
    nodes: [GraphNode(id: "dependencies", label: "", shape: .plainText, table: table)],
    legend: legendRows.legend(\.entries)
  ).fittingLabels()
}

/// What one feature does with one client, as a cell of the matrix.
private struct DependencyCell {
  var uses: Bool
  var overrides: Bool

  init(accesses: Set<ChannelAccess>) {
    uses = accesses.contains(.uses)
    overrides = accesses.contains(.overrides)
  }

  /// The uses mark.
  static let usesMark = "●"
  /// The overrides mark.
  static let overridesMark = "◆"

  var tableCell: TableCell {
    switch (uses, overrides) {
    case (true, true):
      TableCell(mark: Self.usesMark + Self.overridesMark, fillColor: Palette.effect)
    case (false, true): TableCell(mark: Self.overridesMark, fillColor: Palette.effect)
    case (true, false): TableCell(mark: Self.usesMark, fillColor: Palette.root)
    case (false, false): .empty
    }
  }
}

/// The rows of the dependencies legend, in the order it lists them.
private enum DependenciesLegendRow: CaseIterable {
  case appClient, libraryClient, environment, unresolvedClient, uses, overrides, unread,
    nothingUsed

  var entries: [LegendEntry] {
    switch self {
    case .appClient:
      [.node("a client the app declares", fill: Palette.resource, text: Palette.text)]
    case .libraryClient:
      [
        .node(
          "a library's client (dismiss, uuid, clocks)", fill: Palette.feature, text: Palette.text)
      ]
    case .environment: [.node(DependencyWords.environmentLegend, shape: .plainText)]
    case .unresolvedClient:
      [.node("(unresolved): a client the scanner did not find", style: .dashed)]
    case .uses:
      [.node("\(DependencyCell.usesMark) uses it", fill: Palette.root, text: Palette.text)]
    case .overrides:
      [
        .node(
          "\(DependencyCell.overridesMark) overrides it for the reducers it composes",
          fill: Palette.effect, text: Palette.text)
      ]
    case .unread: [UnreadMark.legend]
    case .nothingUsed:
      [.node("shows each \(DependencyWords.wrappers) client and who uses it", shape: .plainText)]
    }
  }
}
