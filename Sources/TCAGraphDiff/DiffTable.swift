import TCAGraphAnalyses
import TCAGraphSupport

/// One table of a ``DiffMarkdown`` comment: its title, columns and rows, what its summary says,
/// and whether it folds when long.
struct DiffTable {
  var title: String
  var columns: [String]
  /// Each row's cells.
  var rows: [[DiffCell]]
  /// For the summary line: `2 added, 1 removed`.
  var counts: String
  /// Whether more than ``DiffMarkdown/collapsedRowCount`` rows go into a `<details>` section.
  var folds: Bool

  init(title: String, columns: [String], rows: [[DiffCell]], counts: String, folds: Bool) {
    self.title = title
    self.columns = columns
    self.rows = rows
    self.counts = counts
    self.folds = folds
  }

  /// A table of changes, its summary counting each kind of change in ``DiffChange`` order.
  init(title: String, columns: [String], rows: [[DiffCell]], changes: [DiffChange]) {
    let counts = DiffChange.allCases.compactMap { kind -> String? in
      let count = changes.count { $0 == kind }
      return count == 0 ? nil : "\(count) \(kind.rawValue)"
    }
    self.init(
      title: title, columns: columns, rows: rows, counts: counts.joined(separator: ", "),
      folds: true)
  }

  var isFolded: Bool { folds && rows.count > DiffMarkdown.collapsedRowCount }

  var header: String {
    "| " + columns.joined(separator: " | ") + " |\n|" + columns.map { _ in " --- |" }.joined()
      + "\n"
  }

  static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |\n" }
}

/// Text built up to a limit of UTF-8 bytes, table row by table row, with room kept for closing
/// what is open: a row that does not fit is written shortened when that fits (each long name,
/// path and message cut to ``LabelText/nameWidth`` characters), else left out and counted, and
/// every later row that fits is still written. A table none of whose rows fit is left out whole.
struct LimitedText {
  private(set) var text = ""
  /// The rows left out.
  private(set) var omittedRows = 0
  /// The rows written shortened.
  private(set) var shortenedRows = 0
  let limit: Int
  let reserve: Int

  init(limit: Int, reserve: Int) {
    self.limit = limit
    self.reserve = reserve
  }

  private func fits(_ part: String) -> Bool {
    text.utf8.count + part.utf8.count + reserve <= limit
  }

  /// Appends text that must be there (the title, the summary).
  mutating func append(_ part: String) { text += part }

  /// Appends what is left of the room for the note at the end.
  mutating func appendNote(_ note: String) { text += note }

  /// Appends a table, folded when long, as many rows as fit; its heading and column names come
  /// with the first row written.
  mutating func append(table: DiffTable) {
    let heading =
      table.isFolded
      ? "\n<details><summary>\(table.title) (\(table.rows.count))</summary>\n\n"
      : "\n#### \(table.title) (\(table.rows.count))\n\n"
    var opening = heading + table.header
    for row in table.rows {
      let line = DiffTable.row(row.map { $0.markdown() })
      if fits(opening + line) {
        text += opening + line
        opening = ""
        continue
      }
      let short = DiffTable.row(row.map { $0.markdown(shortenedTo: LabelText.nameWidth) })
      if short != line, fits(opening + short) {
        text += opening + short
        opening = ""
        shortenedRows += 1
      } else {
        omittedRows += 1
      }
    }
    if opening.isEmpty, table.isFolded { text += "\n</details>\n" }
  }
}
