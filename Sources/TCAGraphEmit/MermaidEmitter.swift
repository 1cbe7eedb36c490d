import TCAGraphSupport
import TCAGraphViews

/// Writes a ``GraphDescription`` as a Mermaid `flowchart`, in the form the lessons use.
///
/// Node ids are sanitised to letters, digits and underscores (and kept unique); labels are quoted
/// (`A["..."]`) with `"`, `#`, `<`, `>` and `&` written as Mermaid entity codes, line breaks
/// as `<br/>`, and control and bidirectional characters made visible (``ControlCharacters``).
/// Colours become `style` lines (`style A fill:#a6e3a1,color:#11111b`) and `linkStyle` lines.
/// The legend becomes a subgraph named "Legend": a column of samples when full; when compact,
/// samples with shorter lines side by side in a top-down chart (a column in a left-to-right one,
/// where a column adds height, not width).
///
/// Mermaid text has no theme: the page that renders it (GitHub follows the reader's setting)
/// chooses light or dark, and the lane fills are written as they are.
public struct MermaidEmitter: Sendable {
  /// How much room the legend takes.
  public var legend: LegendStyle

  public init(legend: LegendStyle = .default) {
    self.legend = legend
  }

  /// The Mermaid text of `graph`, ending with a newline.
  public func emit(_ graph: GraphDescription) -> String {
    var names = MermaidNames()
    var lines: [String] = []
    lines.append("---")
    lines.append("title: \(Self.yamlQuote(graph.title))")
    lines.append("---")
    lines.append("flowchart \(graph.direction == .topToBottom ? "TD" : "LR")")

    let nesting = ClusterNesting(graph)
    nesting.forEachCluster(
      open: { cluster, depth in
        let indent = ClusterNesting.indent("  ", depth: depth)
        let name = names.name(for: "cluster:" + cluster.id)
        lines.append("\(indent)subgraph \(name)[\(Self.label(cluster.label))]")
        for node in nesting.nodesByCluster[cluster.id] ?? [] {
          lines += Self.declarations(node, names: &names).map { indent + "  " + $0 }
        }
      },
      close: { _, depth in lines.append("\(ClusterNesting.indent("  ", depth: depth))end") })
    for node in nesting.looseNodes {
      lines += Self.declarations(node, names: &names).map { "  " + $0 }
    }

    var linkStyles: [String] = []
    var linkIndex = 0
    for edge in graph.edges {
      let arrow: String
      switch edge.style {
      case .solid: arrow = "-->"
      case .dashed, .dotted: arrow = "-.->"
      case .bold: arrow = "==>"
      }
      let label = edge.label.isEmpty ? "" : "|\(Self.label(edge.label))|"
      lines.append(
        "  \(names.name(for: edge.from)) \(arrow)\(label) \(names.name(for: edge.to))")
      if let color = edge.color {
        let width = edge.style == .bold || edge.isThick ? "3px" : "2px"
        linkStyles.append("  linkStyle \(linkIndex) stroke:\(color),stroke-width:\(width)")
      }
      linkIndex += 1
    }

    var styles: [String] = []
    for node in graph.nodes {
      if let style = Self.style(
        fill: node.fillColor, text: node.textColor, style: node.style,
        outline: node.outlineColor)
      {
        styles.append("  style \(names.name(for: node.id)) \(style)")
      }
    }

    if legend != .none && !graph.legend.isEmpty {
      lines.append("  subgraph \(names.name(for: "cluster:legend"))[\"Legend\"]")
      if graph.direction == .leftToRight {
        lines.append("    direction TB")
      } else if legend == .compact {
        lines.append("    direction LR")
      }
      var legendNames: [String] = []
      for (index, original) in graph.legend.enumerated() {
        var entry = original
        if legend == .compact {
          entry.label = LabelText.wrap(
            entry.label.replacingOccurrences(of: "\n", with: " "), width: Self.compactLineWidth)
        }
        let name = names.name(for: "legend:\(index)")
        legendNames.append(name)
        switch entry.sample {
        case .node(let shape, let fill, let text, let style, let outline):
          let node = GraphNode(
            id: name, label: entry.label, shape: shape, fillColor: fill, textColor: text,
            style: style)
          lines.append("    " + Self.declaration(node, name: name))
          if let style = Self.style(fill: fill, text: text, style: node.style, outline: outline) {
            styles.append("  style \(name) \(style)")
          }
        case .edge(let style, let color):
          let line = style == .dotted ? "· · · ·" : (style == .dashed ? "- - -" : "———")
          lines.append("    \(name)[\(Self.label("\(line) \(entry.label)"))]")
          var parts = ["fill:#ffffff", "stroke:\(color ?? Palette.line)"]
          parts.append(style == .bold ? "stroke-width:3px" : "stroke-width:2px")
          if style == .dashed || style == .dotted { parts.append("stroke-dasharray:5 5") }
          styles.append("  style \(name) \(parts.joined(separator: ","))")
        }
      }
      for pair in zip(legendNames, legendNames.dropFirst()) {
        lines.append("    \(pair.0) ~~~ \(pair.1)")
      }
      lines.append("  end")
    }
    lines.append(contentsOf: styles)
    lines.append(contentsOf: linkStyles)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The longest line of a compact legend entry.
  static let compactLineWidth = 20

  /// The lines declaring `node`: one, or for a table a subgraph titled with its label holding a
  /// subgraph per row group and a node per row, which lists the row's marked cells a line per
  /// column group, each by its header's first line
  /// (`Editor<br/>the app's clients: ● apiClient<br/>Dependencies: ◆ uuid`): Mermaid has no
  /// tables.
  static func declarations(_ node: GraphNode, names: inout MermaidNames) -> [String] {
    let name = names.name(for: node.id)
    guard let table = node.table else { return [declaration(node, name: name)] }
    var lines = ["subgraph \(name)[\(label(node.label))]", "  direction TB"]
    for (groupIndex, group) in table.rowGroups.enumerated() {
      let groupName = names.name(for: "\(node.id)/group:\(groupIndex)")
      lines.append("  subgraph \(groupName)[\(label(group.label))]")
      for (rowIndex, row) in group.rows.enumerated() {
        var cells = row.cells[...]
        var rowLines = [row.label]
        for columnGroup in table.columnGroups {
          let marked = zip(cells.prefix(columnGroup.columns.count), columnGroup.columns)
            .filter { !$0.0.mark.isEmpty }.map { "\($0.0.mark) \($0.1.name)" }
          cells = cells.dropFirst(columnGroup.columns.count)
          if !marked.isEmpty {
            rowLines.append("\(columnGroup.label): " + marked.joined(separator: ", "))
          }
        }
        let text = rowLines.joined(separator: "\n")
        let rowName = names.name(for: "\(node.id)/row:\(groupIndex):\(rowIndex)")
        lines.append("    \(rowName)[\(label(LabelText.wrap(text)))]")
      }
      lines.append("  end")
    }
    lines.append("end")
    return lines
  }

  /// `A["label"]` with the brackets of the node's shape.
  static func declaration(_ node: GraphNode, name: String) -> String {
    let text = label(node.label)
    switch node.shape {
    case .box, .plainText: return "\(name)[\(text)]"
    case .roundedBox: return "\(name)(\(text))"
    case .ellipse: return "\(name)([\(text)])"
    case .circle: return "\(name)((\(text)))"
    case .diamond: return "\(name){\(text)}"
    case .hexagon: return "\(name){{\(text)}}"
    case .folder, .tab: return "\(name)[/\(text)\\]"
    case .component: return "\(name)[\\\(text)\\]"
    case .box3d: return "\(name)[[\(text)]]"
    case .note: return "\(name)>\(text)]"
    case .cylinder: return "\(name)[(\(text))]"
    case .parallelogram: return "\(name)[/\(text)/]"
    case .doubleOctagon: return "\(name)(((\(text))))"
    }
  }

  /// The `style` line's value, or `nil` when the node looks like the default.
  static func style(fill: String?, text: String?, style: NodeStyle, outline: String? = nil)
    -> String?
  {
    var parts: [String] = []
    if let fill, style.contains(.filled) { parts.append("fill:\(fill)") }
    if let outline { parts.append("stroke:\(outline)") }
    if let text { parts.append("color:\(text)") }
    if style.contains(.bold) { parts.append("stroke-width:2px") }
    if style.contains(.dashed) { parts.append("stroke-dasharray:5 5") }
    return parts.isEmpty ? nil : parts.joined(separator: ",")
  }

  /// A quoted Mermaid label with entity codes for characters Mermaid would read as syntax.
  public static func label(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "#quot;"
      case "#": result += "#35;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "&": result += "#amp;"
      case "\n", "\r\n", "\r": result += "<br/>"
      default: result += ControlCharacters.visible(character)
      }
    }
    return result + "\""
  }

  private static func yamlQuote(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n", "\r\n", "\r": result += " "
      default:
        result += ControlCharacters.visible(character).replacingOccurrences(of: "\\", with: "\\\\")
      }
    }
    return result + "\""
  }
}

/// Gives each description id a unique Mermaid-safe name, in the order ids are first asked for,
/// of at most ``maximumLength`` characters before its suffix, so a long feature name does not
/// fill the diagram's text with one id written on every link.
struct MermaidNames {
  /// The most characters a name keeps of its id.
  static let maximumLength = 64
  private var names: [String: String] = [:]
  private var taken: Set<String> = []
  private static let reserved: Set<String> = [
    "end", "graph", "flowchart", "subgraph", "style", "class", "classdef", "linkstyle", "click",
    "direction", "default",
  ]

  /// The name for `id`, made on first use.
  mutating func name(for id: String) -> String {
    if let existing = names[id] { return existing }
    var base = ""
    var lastWasUnderscore = false
    for scalar in id.unicodeScalars {
      let isSafe =
        (scalar.value >= 48 && scalar.value <= 57) || (scalar.value >= 65 && scalar.value <= 90)
        || (scalar.value >= 97 && scalar.value <= 122)
      if isSafe {
        base.unicodeScalars.append(scalar)
        lastWasUnderscore = false
      } else if !lastWasUnderscore {
        base += "_"
        lastWasUnderscore = true
      }
    }
    while base.hasPrefix("_") { base.removeFirst() }
    if base.count > Self.maximumLength { base = String(base.prefix(Self.maximumLength)) }
    while base.hasSuffix("_") { base.removeLast() }
    if base.isEmpty || base.first?.isNumber == true || Self.reserved.contains(base.lowercased())
      || base.first == "o" || base.first == "x"
    {
      base = "n_" + base
    }
    var candidate = base
    var suffix = 2
    while taken.contains(candidate) {
      candidate = "\(base)_\(suffix)"
      suffix += 1
    }
    taken.insert(candidate)
    names[id] = candidate
    return candidate
  }
}
