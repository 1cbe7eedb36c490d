import TCAGraphSupport

extension GraphDescription {
  /// The description with its labels made to fit a picture, as every view finishes its
  /// description: in each label (and the title, and each text of a table) every word longer
  /// than ``LabelText/nameWidth`` characters shortened around a `…` (``LabelText/shortened(_:to:)``,
  /// so a 20,000-character name stays a readable box and under graphviz's 16,384-byte label),
  /// the whole label then kept first in the node's or edge's tooltip, where an SVG shows it on
  /// hover; and every node, edge, cluster and legend label wrapped to `LabelText.lineWidth`
  /// columns, so no label grows into one wide line.
  func fittingLabels() -> GraphDescription {
    var copy = self
    copy.title = LabelText.shorteningWords(title)
    for index in copy.nodes.indices {
      var node = copy.nodes[index]
      var full: [String] = []
      node.label = Self.fitting(node.label, full: &full)
      if let table = node.table { node.table = table.shorteningWords(full: &full) }
      node.tooltip = Self.tooltip(node.tooltip, full: full)
      copy.nodes[index] = node
    }
    for index in copy.edges.indices {
      var full: [String] = []
      copy.edges[index].label = Self.fitting(edges[index].label, full: &full)
      copy.edges[index].tooltip = Self.tooltip(edges[index].tooltip, full: full)
    }
    for index in copy.clusters.indices {
      var full: [String] = []
      copy.clusters[index].label = Self.fitting(clusters[index].label, full: &full)
    }
    for index in copy.legend.indices {
      var full: [String] = []
      copy.legend[index].label = Self.fitting(legend[index].label, full: &full)
    }
    return copy
  }

  /// `label` with its long words shortened, then wrapped; the label as it was is added to
  /// `full` when a word was shortened.
  private static func fitting(_ label: String, full: inout [String]) -> String {
    LabelText.wrap(LabelText.shorteningWords(label, recording: &full))
  }

  /// The texts shortened away, one per line, before what `tooltip` said.
  private static func tooltip(_ tooltip: String?, full: [String]) -> String? {
    guard !full.isEmpty else { return tooltip }
    return (full + (tooltip.map { [$0] } ?? [])).joined(separator: "\n")
  }
}

extension GraphTable {
  /// The table with the long words of its corner, headings, labels and marks shortened; each
  /// text shortened is added to `full` as it was.
  fileprivate func shorteningWords(full: inout [String]) -> GraphTable {
    var copy = self
    copy.corner = LabelText.shorteningWords(corner, recording: &full)
    for group in copy.columnGroups.indices {
      copy.columnGroups[group].label = LabelText.shorteningWords(
        columnGroups[group].label, recording: &full)
      for column in copy.columnGroups[group].columns.indices {
        copy.columnGroups[group].columns[column].label = LabelText.shorteningWords(
          columnGroups[group].columns[column].label, recording: &full)
      }
    }
    for group in copy.rowGroups.indices {
      copy.rowGroups[group].label = LabelText.shorteningWords(
        rowGroups[group].label, recording: &full)
      for row in copy.rowGroups[group].rows.indices {
        var tableRow = copy.rowGroups[group].rows[row]
        tableRow.label = LabelText.shorteningWords(tableRow.label, recording: &full)
        for cell in tableRow.cells.indices {
          tableRow.cells[cell].mark = LabelText.shorteningWords(
            tableRow.cells[cell].mark, recording: &full)
        }
        copy.rowGroups[group].rows[row] = tableRow
      }
    }
    return copy
  }
}

extension LabelText {
  /// ``shorteningWords(_:width:)``, adding `text` to `full` when a word was shortened.
  fileprivate static func shorteningWords(_ text: String, recording full: inout [String])
    -> String
  {
    let short = shorteningWords(text)
    if short != text { full.append(text) }
    return short
  }
}
