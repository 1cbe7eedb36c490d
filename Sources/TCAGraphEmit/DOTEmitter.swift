import TCAGraphSupport
import TCAGraphViews

/// Writes a ``GraphDescription`` as Graphviz DOT text.
///
/// The output is deterministic: nodes, edges and clusters come out in the description's order,
/// attributes in a fixed order, and every string is quoted and escaped (`"`, `\`, line breaks),
/// so labels such as `Scope(\.lista, \.lista)` survive intact. A full legend becomes a cluster
/// named "Legend" beside the diagram; a compact one, rows of samples in the title
/// (``DOTCompactLegend``).
public struct DOTEmitter: Sendable {
  /// The font every label uses.
  public var fontName: String
  /// How much room the legend takes.
  public var legend: LegendStyle
  /// The colours of the picture.
  public var theme: Theme

  public init(
    fontName: String = "Helvetica", legend: LegendStyle = .default, theme: Theme = .light
  ) {
    self.fontName = fontName
    self.legend = legend
    self.theme = theme
  }

  /// The DOT text of `graph`, ending with a newline.
  public func emit(_ graph: GraphDescription) -> String {
    var lines: [String] = []
    let font = Self.quote(fontName)
    let rankdir = graph.direction == .topToBottom ? "TB" : "LR"
    let line = Self.quote(theme.stroke(Palette.line))
    // The light theme leaves text black where Graphviz does; the dark one names its colour.
    let textColor = theme == .light ? "" : ", fontcolor=\(Self.quote(theme.foreground))"
    let title =
      legend == .compact && !graph.legend.isEmpty
      ? DOTCompactLegend(theme: theme).label(title: graph.title, entries: graph.legend)
      : Self.quote(graph.title)
    lines.append("digraph \(Self.quote(graph.title)) {")
    lines.append(
      "  graph [rankdir=\(rankdir), fontname=\(font), fontsize=16, label=\(title), "
        + "labelloc=t, labeljust=l, nodesep=0.3, ranksep=0.45, pad=0.3, newrank=true, "
        + "compound=true, bgcolor=\(Self.quote(theme.background))\(textColor)];")
    lines.append(
      "  node [fontname=\(font), fontsize=11, shape=box, margin=\"0.12,0.06\", "
        + "color=\(line), penwidth=1\(textColor)];")
    lines.append(
      "  edge [fontname=\(font), fontsize=9, color=\(line), fontcolor=\(line), arrowsize=0.7];")

    let nesting = ClusterNesting(graph)
    var clusterNames: [String: String] = [:]
    for (index, cluster) in graph.clusters.enumerated() {
      clusterNames[cluster.id] = "cluster_\(index)"
    }
    nesting.forEachCluster(
      open: { cluster, depth in
        let indent = ClusterNesting.indent("  ", depth: depth)
        lines.append("\(indent)subgraph \(clusterNames[cluster.id] ?? "cluster") {")
        var style = ["rounded"]
        if cluster.dashed { style.append("dashed") }
        if cluster.fillColor != nil { style.append("filled") }
        var attributes = [
          "label=\(Self.quote(cluster.label))",
          "style=\(Self.quote(style.joined(separator: ",")))",
          "color=\(Self.quote(theme.stroke(Palette.neutral)))", "fontsize=12", "margin=10",
        ]
        if let fill = cluster.fillColor {
          attributes.append("fillcolor=\(Self.quote(fill))")
          if theme == .dark { attributes.append("fontcolor=\(Self.quote(Palette.text))") }
        }
        lines.append("\(indent)  graph [\(attributes.joined(separator: ", "))];")
        for node in inLayoutOrder(nesting.nodesByCluster[cluster.id] ?? [], graph.direction) {
          lines.append(indent + "  " + statement(for: node))
        }
      },
      close: { _, depth in lines.append("\(ClusterNesting.indent("  ", depth: depth))}") })
    for node in nesting.looseNodes {
      lines.append("  " + statement(for: node))
    }
    for edge in graph.edges {
      lines.append("  " + statement(for: edge))
    }
    if legend == .full && !graph.legend.isEmpty {
      lines.append(contentsOf: legend(graph.legend, direction: graph.direction))
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private func legend(_ entries: [LegendEntry], direction: GraphDirection) -> [String] {
    var lines = ["  subgraph cluster_legend {"]
    lines.append(
      "    graph [label=\"Legend\", style=\"rounded,dashed\", "
        + "color=\(Self.quote(theme.stroke(Palette.neutral))), "
        + "fontsize=12, margin=8];")
    var ids: [String] = []
    for (index, entry) in entries.enumerated() {
      let id = "legend_\(index)"
      ids.append(id)
      switch entry.sample {
      case .node(let shape, let fill, let text, let style, let outline):
        let node = GraphNode(
          id: id, label: entry.label, shape: shape, fillColor: fill, textColor: text, style: style,
          outlineColor: outline)
        lines.append("    " + statement(for: node, fontSize: 10))
      case .edge(let style, let color):
        let stroke = Self.htmlEscape(theme.stroke(color ?? Palette.line))
        let line = style == .dotted ? "· · · ·" : (style == .dashed ? "- - -" : "———")
        let sample =
          style == .bold ? "<B>\(line)</B>" : line
        let label =
          "<<FONT COLOR=\"\(stroke)\">\(sample)</FONT>&nbsp;&nbsp;\(Self.htmlEscape(entry.label))>"
        lines.append(
          "    \(Self.quote(id)) [label=\(label), shape=plaintext, fontsize=10];")
      }
    }
    if ids.count > 1 {
      if direction == .topToBottom {
        // Two entries a row, rows stacked, so the legend stays short beside a shallow graph; an
        // invisible edge inside each row keeps its entries in order.
        var rowHeads: [String] = []
        for start in stride(from: 0, to: ids.count, by: 2) {
          let row = ids[start..<min(start + 2, ids.count)].map(Self.quote)
          rowHeads.append(row[0])
          if row.count > 1 {
            let pair = row.joined(separator: " -> ")
            lines.append("    { rank=same; \(pair) [style=invis]; }")
          }
        }
        if rowHeads.count > 1 {
          lines.append("    \(rowHeads.joined(separator: " -> ")) [style=invis];")
        }
      } else {
        // Graphviz orders the nodes of a `rank=same` list last to first: name the entries in
        // reverse so the legend reads in order.
        let column = ids.reversed().map(Self.quote).joined(separator: "; ")
        lines.append("    { rank=same; \(column); }")
      }
    }
    lines.append("  }")
    return lines
  }

  /// A cluster's nodes in the order that makes Graphviz draw them in description order: as given
  /// top to bottom, reversed left to right (where `dot` stacks a cluster's nodes of a rank bottom
  /// up). Nodes outside clusters keep description order in both directions: there `dot` already
  /// stacks them top down.
  private func inLayoutOrder(_ nodes: [GraphNode], _ direction: GraphDirection) -> [GraphNode] {
    direction == .topToBottom ? nodes : nodes.reversed()
  }

  /// The node statement: `"id" [label="...", shape=box, ...];`.
  func statement(for node: GraphNode, fontSize: Int? = nil) -> String {
    let quote = Self.quote
    if let table = node.table {
      var attributes = [
        "label=\(DOTTable(theme: theme).label(table, title: node.label))", "shape=plaintext",
        "margin=0",
      ]
      if let tooltip = node.tooltip { attributes.append("tooltip=\(quote(tooltip))") }
      return "\(quote(node.id)) [\(attributes.joined(separator: ", "))];"
    }
    var attributes = ["label=\(quote(node.label))"]
    var styles: [String] = []
    switch node.shape {
    case .roundedBox:
      attributes.append("shape=box")
      styles.append("rounded")
    default:
      attributes.append("shape=\(Self.dotShape(node.shape))")
    }
    let filled = node.style.contains(.filled)
    if filled { styles.append("filled") }
    if node.style.contains(.dashed) { styles.append("dashed") }
    if node.style.contains(.bold) { styles.append("bold") }
    if !styles.isEmpty { attributes.append("style=\(quote(styles.joined(separator: ",")))") }
    if let fill = node.fillColor { attributes.append("fillcolor=\(quote(fill))") }
    if let outline = node.outlineColor {
      attributes.append("color=\(quote(theme.stroke(outline)))")
      if node.style.contains(.bold) { attributes.append("penwidth=3") }
    }
    // On the dark background text outside a fill takes the theme's colour; inside a fill (all
    // pastels) it stays dark.
    let text = theme == .light ? node.textColor : (filled ? node.textColor ?? Palette.text : nil)
    if let text { attributes.append("fontcolor=\(quote(text))") }
    if let fontSize { attributes.append("fontsize=\(fontSize)") }
    if let tooltip = node.tooltip { attributes.append("tooltip=\(quote(tooltip))") }
    return "\(quote(node.id)) [\(attributes.joined(separator: ", "))];"
  }

  /// The edge statement: `"a" -> "b" [label="...", ...];`.
  func statement(for edge: GraphEdge) -> String {
    let quote = Self.quote
    var attributes: [String] = []
    if !edge.label.isEmpty { attributes.append("label=\(quote(edge.label))") }
    switch edge.style {
    case .solid: break
    case .dashed: attributes.append("style=dashed")
    case .dotted: attributes.append("style=dotted")
    case .bold: attributes.append("style=bold, penwidth=2")
    }
    if edge.isThick && edge.style != .bold { attributes.append("penwidth=2") }
    if let color = edge.color.map(theme.stroke) {
      attributes.append("color=\(quote(color))")
      if theme.labelReads(in: color) { attributes.append("fontcolor=\(quote(color))") }
    }
    if !edge.constraint { attributes.append("constraint=false") }
    if let tooltip = edge.tooltip { attributes.append("tooltip=\(quote(tooltip))") }
    let head = "\(quote(edge.from)) -> \(quote(edge.to))"
    return attributes.isEmpty ? "\(head);" : "\(head) [\(attributes.joined(separator: ", "))];"
  }

  /// Text for a Graphviz HTML-like label (``MarkupEscaping``): `&`, `<`, `>`, `"` as entities,
  /// `'` as it is, line breaks as `<BR/>`, and controls made visible (``ControlCharacters``).
  package static func htmlEscape(_ text: String) -> String {
    MarkupEscaping.escape(text, apostrophe: .unescaped) { character in
      switch character {
      case "\n", "\r\n", "\r": "<BR/>"
      default: ControlCharacters.visible(character)
      }
    }
  }

  /// Graphviz's name for a shape.
  static func dotShape(_ shape: NodeShape) -> String {
    switch shape {
    case .box, .roundedBox: "box"
    case .ellipse: "ellipse"
    case .circle: "circle"
    case .diamond: "diamond"
    case .hexagon: "hexagon"
    case .folder: "folder"
    case .tab: "tab"
    case .component: "component"
    case .box3d: "box3d"
    case .note: "note"
    case .cylinder: "cylinder"
    case .parallelogram: "parallelogram"
    case .doubleOctagon: "doubleoctagon"
    case .plainText: "plaintext"
    }
  }

  /// The most UTF-8 bytes graphviz reads in one double-quoted string; longer text is written as
  /// pieces joined with DOT's `+`.
  static let quotedPieceBytes = 16_000

  /// A DOT double-quoted string: backslashes and quotes escaped, `&` as `&amp;` (graphviz reads
  /// character entities in strings, so a name holding `&lt;` would otherwise be drawn as `<`),
  /// line breaks as `\n`, control characters as their visible symbols (a NUL would end the text
  /// graphviz reads) and bidirectional controls as escapes (``ControlCharacters``), and text
  /// past ``quotedPieceBytes`` split into pieces joined with `+`.
  public static func quote(_ text: String) -> String {
    if text.utf8.count <= quotedPieceBytes,
      !text.utf8.contains(where: {
        $0 == 0x5C || $0 == 0x22 || $0 == 0x26 || $0 < 0x20 || $0 >= 0x7F
      })
    {
      return "\"" + text + "\""
    }
    var pieces: [String] = []
    var piece = ""
    var pieceBytes = 0
    for character in text {
      let escaped: String
      switch character {
      case "\\": escaped = "\\\\"
      case "\"": escaped = "\\\""
      case "&": escaped = "&amp;"
      case "\n", "\r\n", "\r": escaped = "\\n"
      default:
        escaped = ControlCharacters.visible(character).replacingOccurrences(of: "\\", with: "\\\\")
      }
      let size = escaped.utf8.count
      if pieceBytes + size > quotedPieceBytes, !piece.isEmpty {
        pieces.append(piece)
        piece = ""
        pieceBytes = 0
      }
      piece += escaped
      pieceBytes += size
    }
    pieces.append(piece)
    return pieces.map { "\"" + $0 + "\"" }.joined(separator: " + ")
  }
}
