/// A matrix drawn as one node (``GraphNode/table``): rows in labelled groups, columns in
/// labelled groups, a short mark in each cell, for a relation too dense to read as edges (the
/// dependencies of 60 features on 25 clients).
///
/// Like the rest of ``GraphDescription`` it knows no output format: DOT draws it as an HTML-like
/// table; Mermaid, which has none, as one node per row listing the row's marked cells.
public struct GraphTable: Hashable, Sendable {
  /// The text of the top-left cell, above the row labels.
  public var corner: String
  public var columnGroups: [TableColumnGroup]
  public var rowGroups: [TableRowGroup]

  public init(corner: String, columnGroups: [TableColumnGroup], rowGroups: [TableRowGroup]) {
    self.corner = corner
    self.columnGroups = columnGroups
    self.rowGroups = rowGroups
  }

  /// Every column, group by group.
  public var columns: [TableColumn] { columnGroups.flatMap(\.columns) }
}

/// Columns under one heading (`app`, `ComposableArchitecture`).
public struct TableColumnGroup: Hashable, Sendable {
  public var label: String
  public var columns: [TableColumn]
  /// The heading's fill as `#rrggbb`, and the fill of its columns' headers.
  public var fillColor: String?
  /// Whether the headings are dashed: columns the front end could not resolve.
  public var dashed: Bool

  public init(label: String, columns: [TableColumn], fillColor: String? = nil, dashed: Bool = false)
  {
    self.label = label
    self.columns = columns
    self.fillColor = fillColor
    self.dashed = dashed
  }
}

/// One column's header.
public struct TableColumn: Hashable, Sendable {
  /// The header; `\n` breaks lines, and the lines after the first detail it (a value type).
  public var label: String

  public init(label: String) {
    self.label = label
  }

  /// The header's first line, which names the column where there is no room for the rest.
  public var name: String {
    String(label.prefix { $0 != "\n" })
  }
}

/// Rows under one heading (a module).
public struct TableRowGroup: Hashable, Sendable {
  public var label: String
  public var rows: [TableRow]

  public init(label: String, rows: [TableRow]) {
    self.label = label
    self.rows = rows
  }
}

/// One row: its label and one cell per column of the table, in column order.
public struct TableRow: Hashable, Sendable {
  /// The row's label; `\n` breaks lines.
  public var label: String
  public var cells: [TableCell]

  public init(label: String, cells: [TableCell]) {
    self.label = label
    self.cells = cells
  }
}

/// One cell: a short mark and its fill; an empty mark for no relation.
public struct TableCell: Hashable, Sendable {
  public var mark: String
  /// The fill as `#rrggbb`, for a marked cell.
  public var fillColor: String?

  public init(mark: String = "", fillColor: String? = nil) {
    self.mark = mark
    self.fillColor = fillColor
  }

  /// The cell of no relation.
  public static let empty = TableCell()
}
