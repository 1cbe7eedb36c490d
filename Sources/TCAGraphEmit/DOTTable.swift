import TCAGraphSupport
import TCAGraphViews

/// A ``GraphTable`` as a Graphviz HTML-like label: the corner and the column groups' headings,
/// the column headers under them, then each row group's heading across the table and its rows,
/// the label of each row first. Filled cells keep dark text; the others take the theme's.
struct DOTTable {
  var theme: Theme

  /// The `label=<...>` value of `table`, titled `title` above it.
  func label(_ table: GraphTable, title: String) -> String {
    let columns = table.columns.count
    let line = theme.stroke(Palette.line)
    var lines = [
      "<<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"4\" "
        + "COLOR=\"\(line)\">"
    ]
    if !title.isEmpty {
      lines.append(
        "<TR><TD BORDER=\"0\" COLSPAN=\"\(columns + 1)\" ALIGN=\"LEFT\">"
          + text("<B>\(DOTEmitter.htmlEscape(title))</B>", fill: nil) + "</TD></TR>")
    }
    var headings =
      "<TR><TD ROWSPAN=\"2\" ALIGN=\"LEFT\" VALIGN=\"BOTTOM\">"
      + text(DOTEmitter.htmlEscape(table.corner), fill: nil) + "</TD>"
    for group in table.columnGroups where !group.columns.isEmpty {
      headings +=
        "<TD COLSPAN=\"\(group.columns.count)\"\(attributes(fill: group.fillColor, dashed: group.dashed))>"
        + text("<B>\(DOTEmitter.htmlEscape(Self.narrow(group.label)))</B>", fill: group.fillColor)
        + "</TD>"
    }
    lines.append(headings + "</TR>")
    var headers = "<TR>"
    for group in table.columnGroups {
      for column in group.columns {
        headers +=
          "<TD\(attributes(fill: group.fillColor, dashed: group.dashed))>"
          + text(
            DOTEmitter.htmlEscape(Self.narrow(column.label, atSpaces: true)),
            fill: group.fillColor)
          + "</TD>"
      }
    }
    lines.append(headers + "</TR>")
    for group in table.rowGroups {
      lines.append(
        "<TR><TD COLSPAN=\"\(columns + 1)\" ALIGN=\"LEFT\" BGCOLOR=\"\(Palette.wrapper)\">"
          + text("<B>\(DOTEmitter.htmlEscape(group.label))</B>", fill: Palette.wrapper)
          + "</TD></TR>")
      for row in group.rows {
        var cells =
          "<TR><TD ALIGN=\"LEFT\">" + text(DOTEmitter.htmlEscape(row.label), fill: nil)
          + "</TD>"
        for cell in row.cells {
          cells +=
            "<TD\(attributes(fill: cell.fillColor, dashed: false))>"
            + text(DOTEmitter.htmlEscape(cell.mark), fill: cell.fillColor) + "</TD>"
        }
        lines.append(cells + "</TR>")
      }
    }
    return lines.joined(separator: "\n") + "\n</TABLE>>"
  }

  /// The widest line of a column header before it breaks at a capital (`continuous` /
  /// `Clock`), so 25 columns stay about as wide as a screen.
  static let headerLineWidth = 10

  /// `label` with each line broken into lines of at most ``headerLineWidth`` characters before
  /// a capital that follows a small letter or digit, and after a dot, an underscore
  /// (`sharedStateKey_` / `transactions`) and, with `atSpaces`, a space (a column header: a
  /// group's heading spans its columns and has room); a longer word stays whole.
  static func narrow(_ label: String, atSpaces: Bool = false) -> String {
    label.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var words = [""]
      for character in line {
        if let last = words[words.count - 1].last,
          "._".contains(last) || (atSpaces && last == " ")
            || (character.isUppercase && (last.isLowercase || last.isNumber))
        {
          words.append("")
        }
        words[words.count - 1].append(character)
      }
      var lines: [String] = []
      for word in words {
        if let last = lines.last, last.count + word.count <= headerLineWidth {
          lines[lines.count - 1] += word
        } else {
          lines.append(word)
        }
      }
      return lines.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }

  private func attributes(fill: String?, dashed: Bool) -> String {
    var result = ""
    if let fill { result += " BGCOLOR=\"\(fill)\"" }
    if dashed { result += " STYLE=\"dashed\"" }
    return result
  }

  /// `html` in the colour text takes on `fill`: dark on a fill, the theme's text elsewhere.
  private func text(_ html: String, fill: String?) -> String {
    let color = fill == nil ? theme.foreground : Palette.text
    return html.isEmpty ? " " : "<FONT COLOR=\"\(color)\">\(html)</FONT>"
  }
}
