import TCAGraphSupport

/// The aligned text tables `lint --summary` prints.
enum SummaryTable {
  /// `rows` under `header` in columns two spaces apart, the last column unpadded, each cell on
  /// one line with its hidden characters escaped (``ReadableText/line(_:)``).
  static func aligned(header: [String], rows: [[String]]) -> String {
    let all = [header] + rows.map { $0.map(ReadableText.line) }
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    let lines = all.map { row in
      row.indices.map { column in
        column == row.count - 1
          ? row[column] : row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
