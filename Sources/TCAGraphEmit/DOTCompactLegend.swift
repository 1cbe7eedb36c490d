import TCAGraphSupport
import TCAGraphViews

/// The compact legend of a DOT picture: the graph's title with rows of small samples under it,
/// written as one Graphviz HTML-like label.
///
/// A node entry is a cell filled and outlined like the nodes it explains; a cell cannot take a
/// node's shape, so an entry for a shape other than a box, a rounded box or plain text starts
/// with the shape's name (`hexagon: PresentationAction (zero or one)`, `ellipse: Effect`). An
/// edge entry is a line in the edge's colour and dash, in a larger type than its text, before
/// it. The entries take as few rows as fit in ``rowWidth`` points (or the title's width, when
/// wider), by an estimate of each cell's width, so the legend adds height under the title rather
/// than width beside the diagram; the rows are then made as even as they can be
/// (``balancedRows(_:within:atLeast:)``), since Graphviz stretches a row's cells to the widest.
package struct DOTCompactLegend {
  /// The widest a row of samples grows, in points, estimated from the text, under a title
  /// narrower than that.
  static let rowWidth = 520.0
  /// The size of an edge entry's line.
  static let edgeSampleSize = 14
  /// The size of the samples' text: at least the smallest label of the diagram (edges, 9).
  static let fontSize = 10
  /// The longest line of a sample's text before it wraps.
  static let lineWidth = 26

  var theme: Theme

  /// The `label=<...>` value: the title, then the entries in rows.
  func label(title: String, entries: [LegendEntry]) -> String {
    let cells = [cell(text: "Legend")] + entries.map(cell(for:))
    let titleWidth = Self.estimatedWidth(characters: title.count, size: 16)
    let rows = Self.balancedRows(cells, within: max(Self.rowWidth, titleWidth), atLeast: titleWidth)
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

  /// `cells` in rows no wider than `limit`, in as few rows as that allows, and then as even as
  /// they can be made without more rows (each at least `floor` wide): Graphviz stretches the
  /// cells of a row narrower than the widest row (or the title) across that width, so a last
  /// row of one short cell would be a bar as wide as the picture's title.
  static func balancedRows(_ cells: [Cell], within limit: Double, atLeast floor: Double)
    -> [[Cell]]
  {
    let fewest = rows(cells, within: limit)
    guard fewest.count > 1 else { return fewest }
    let total = cells.map(\.width).reduce(0, +)
    var width = max(total / Double(fewest.count), floor)
    while width < limit {
      let candidate = rows(cells, within: width)
      if candidate.count <= fewest.count { return candidate }
      width += 10
    }
    return fewest
  }

  /// `cells` in order, a new row whenever the next would pass `width` (a cell wider than that
  /// on a row of its own).
  static func rows(_ cells: [Cell], within width: Double) -> [[Cell]] {
    var rows: [[Cell]] = [[]]
    var used = 0.0
    for cell in cells {
      if !rows[rows.count - 1].isEmpty && used + cell.width > width {
        rows.append([])
        used = 0
      }
      rows[rows.count - 1].append(cell)
      used += cell.width
    }
    return rows
  }

  /// One sample: its HTML and an estimate of its width in points.
  struct Cell {
    var html: String
    var width: Double
  }

  private func cell(for entry: LegendEntry) -> Cell {
    var label = entry.label.replacingOccurrences(of: "\n", with: " ")
    if case .node(let shape, _, _, _, _) = entry.sample, let name = Self.shapeName(shape) {
      label = name + ": " + label
    }
    let text = LabelText.wrap(label, width: Self.lineWidth)
    switch entry.sample {
    case .node(let shape, let fill, let textColor, let style, let outline):
      var attributes: [String] = []
      if let fill { attributes.append("BGCOLOR=\"\(fill)\"") }
      if shape != .plainText {
        attributes.append("BORDER=\"\(style.contains(.bold) ? (outline == nil ? 2 : 3) : 1)\"")
        attributes.append("COLOR=\"\(theme.stroke(outline ?? Palette.line))\"")
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
      let line = style == .dotted ? "· · · ·" : (style == .dashed ? "- - - -" : "———")
      let sample = style == .bold ? "<B>\(line)</B>" : line
      // Lines after the first start under the sample, not centred below it.
      return cell(
        text: text, attributes: text.contains("\n") ? ["BALIGN=\"LEFT\""] : [],
        sample:
          "<FONT POINT-SIZE=\"\(Self.edgeSampleSize)\" COLOR=\"\(stroke)\">\(sample)</FONT> ")
    }
  }

  /// The name a legend cell gives a node shape it cannot draw; `nil` for the shapes a cell
  /// shows as they are (a box, a rounded box, no outline for plain text).
  static func shapeName(_ shape: NodeShape) -> String? {
    switch shape {
    case .box, .roundedBox, .plainText: nil
    case .ellipse: "ellipse"
    case .circle: "circle"
    case .diamond: "diamond"
    case .hexagon: "hexagon"
    case .folder: "folder"
    case .tab: "tab"
    case .component: "component"
    case .box3d: "3-D box"
    case .note: "note"
    case .cylinder: "cylinder"
    case .parallelogram: "parallelogram"
    case .doubleOctagon: "double octagon"
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
    // Add the sample (about eight characters of the text's size), padding and spacing.
    let width =
      Self.estimatedWidth(characters: longest + (sample.isEmpty ? 0 : 8), size: Self.fontSize)
      + 14
    return Cell(html: html, width: width)
  }

  /// The width of `characters` of Helvetica at `size` points: a little over half an em each.
  static func estimatedWidth(characters: Int, size: Int) -> Double {
    Double(characters) * Double(size) * 0.56
  }
}
