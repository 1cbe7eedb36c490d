/// The compact legend of a DOT picture: the graph's title with rows of small samples under it,
/// written as one Graphviz HTML-like label.
///
/// A node entry is a cell filled and outlined like the nodes it explains (its shape is not
/// drawn); an edge entry is a short line in the edge's colour and dash before its text. Rows are
/// filled up to ``rowWidth`` points by an estimate of each cell's width, so the legend adds
/// height under the title rather than width beside the diagram.
struct DOTCompactLegend {
  /// The widest a row of samples grows, in points, estimated from the text.
  static let rowWidth = 520.0
  /// The size of the samples' text: at least the smallest label of the diagram (edges, 9).
  static let fontSize = 10
  /// The longest line of a sample's text before it wraps.
  static let lineWidth = 26

  var theme: Theme

  /// The `label=<...>` value: the title, then the entries in rows.
  func label(title: String, entries: [LegendEntry]) -> String {
    let cells = [cell(text: "Legend")] + entries.map(cell(for:))
    var rows: [[Cell]] = [[]]
    var width = 0.0
    for cell in cells {
      if !rows[rows.count - 1].isEmpty && width + cell.width > Self.rowWidth {
        rows.append([])
        width = 0
      }
      rows[rows.count - 1].append(cell)
      width += cell.width
    }
    var lines = [
      "<<TABLE BORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\">",
      "<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"16\">\(DOTEmitter.htmlEscape(title))</FONT></TD></TR>",
    ]
    for row in rows {
      lines.append(
        "<TR><TD ALIGN=\"LEFT\"><TABLE BORDER=\"0\" CELLSPACING=\"4\" CELLPADDING=\"3\"><TR>"
          + row.map(\.html).joined() + "</TR></TABLE></TD></TR>")
    }
    return lines.joined(separator: "\n") + "\n</TABLE>>"
  }

  /// One sample: its HTML and an estimate of its width in points.
  struct Cell {
    var html: String
    var width: Double
  }

  private func cell(for entry: LegendEntry) -> Cell {
    let text = LabelText.wrap(
      entry.label.replacingOccurrences(of: "\n", with: " "), width: Self.lineWidth)
    switch entry.sample {
    case .node(let shape, let fill, let textColor, let style):
      var attributes: [String] = []
      if let fill { attributes.append("BGCOLOR=\"\(fill)\"") }
      if shape != .plainText {
        attributes.append("BORDER=\"\(style.contains(.bold) ? 2 : 1)\"")
        attributes.append("COLOR=\"\(theme.stroke(Palette.line))\"")
        if style.contains(.dashed) {
          attributes.append("STYLE=\"dashed\"")
        } else if [.roundedBox, .ellipse, .circle].contains(shape) {
          attributes.append("STYLE=\"rounded\"")
        }
      }
      // Text on a fill (all pastels) stays dark, as on the nodes themselves.
      let color = fill == nil ? theme.foreground : textColor ?? Palette.text
      return cell(text: text, color: color, attributes: attributes)
    case .edge(let style, let color):
      let stroke = DOTEmitter.htmlEscape(theme.stroke(color ?? Palette.line))
      let line = style == .dotted ? "· · ·" : (style == .dashed ? "- - -" : "——")
      let sample = style == .bold ? "<B>\(line)</B>" : line
      // Lines after the first start under the sample, not centred below it.
      return cell(
        text: text, attributes: text.contains("\n") ? ["BALIGN=\"LEFT\""] : [],
        sample: "<FONT COLOR=\"\(stroke)\">\(sample)</FONT> ")
    }
  }

  /// A cell of `text` in `color` (the theme's text colour when `nil`), after `sample` (HTML) on
  /// its first line.
  private func cell(
    text: String, color: String? = nil, attributes: [String] = [], sample: String = ""
  ) -> Cell {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let longest = lines.map(\.count).max() ?? 0
    let font = "<FONT POINT-SIZE=\"\(Self.fontSize)\" COLOR=\"\(color ?? theme.foreground)\">"
    let html =
      "<TD\(attributes.map { " " + $0 }.joined())>\(font)\(sample)\(DOTEmitter.htmlEscape(text))"
      + "</FONT></TD>"
    // Helvetica averages a little over half an em per character; add the sample, padding and
    // spacing.
    let width = Double(longest + (sample.isEmpty ? 0 : 4)) * Double(Self.fontSize) * 0.56 + 14
    return Cell(html: html, width: width)
  }
}
