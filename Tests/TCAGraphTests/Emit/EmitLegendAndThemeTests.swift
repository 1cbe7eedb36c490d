import Foundation
import Testing

@testable import TCAGraph
@testable import TCAGraphEmit

/// `--legend full|compact|none` and `--theme` in the DOT and Mermaid text.
@Suite struct EmitLegendAndThemeTests {
  static let graph = GraphDescription(
    title: "Lanes of Editor",
    nodes: [
      GraphNode(id: "r", label: "Editor", fillColor: Palette.root),
      GraphNode(id: "v", label: "View", shape: .parallelogram),
    ],
    edges: [
      GraphEdge(from: "v", to: "r", label: "send"),
      GraphEdge(from: "r", to: "v", label: "breach", color: Palette.breach),
    ],
    legend: [
      .node("the feature's reducer", fill: Palette.root, style: .bold),
      .node("feature not in the graph", style: .dashed),
      .edge("breach <private>", style: .dashed, color: Palette.breach),
    ])

  @Test func aCompactLegendIsRowsUnderTheTitleNotAClusterBeside() {
    let text = DOTEmitter(legend: .compact).emit(Self.graph)
    #expect(!text.contains("cluster_legend"))
    #expect(text.contains("label=<<TABLE"))
    #expect(text.contains("<FONT POINT-SIZE=\"16\">Lanes of Editor</FONT>"))
    #expect(
      text.contains(
        "<TD BGCOLOR=\"#89b4fa\" BORDER=\"2\" COLOR=\"#4c4f69\"><FONT POINT-SIZE=\"10\" "
          + "COLOR=\"#11111b\">the feature's reducer</FONT></TD>"))
    #expect(text.contains("STYLE=\"dashed\""))
    #expect(
      text.contains(
        "<FONT POINT-SIZE=\"14\" COLOR=\"#d20f39\">- - - -</FONT> "
          + "breach &lt;private&gt;</FONT></TD>"))
  }

  @Test func aCompactLegendNamesTheShapesItsCellsCannotDraw() {
    var graph = Self.graph
    graph.legend = [
      .node("PresentationAction (zero or one)", shape: .hexagon, fill: Palette.wrapper),
      .node("StackAction (stack)", shape: .cylinder, fill: Palette.wrapper),
      .node("case outside any lane", shape: .roundedBox),
    ]
    let text = DOTEmitter(legend: .compact).emit(graph)
    #expect(text.contains(">hexagon:<BR/>PresentationAction (zero<BR/>or one)</FONT>"))
    #expect(text.contains(">cylinder: StackAction<BR/>(stack)</FONT>"))
    #expect(text.contains(">case outside any lane</FONT>"))
    let full = DOTEmitter(legend: .full).emit(graph)
    #expect(!full.contains("hexagon:"))
  }

  @Test func aCompactLegendWrapsIntoRowsOfBoundedWidth() {
    var graph = Self.graph
    graph.legend = (1...12).map { .node("entry \($0) of the legend", fill: Palette.view) }
    let text = DOTEmitter(legend: .compact).emit(graph)
    let rows = text.components(separatedBy: "<TABLE BORDER=\"0\" CELLSPACING=\"4\"").count - 1
    #expect(rows >= 3)
    for number in 1...12 { #expect(text.contains(">entry \(number) of the legend<")) }
  }

  @Test func compactLegendRowsAreEvenRatherThanALastRowOfOneCell() {
    let cells = (1...6).map { DOTCompactLegend.Cell(html: "<TD>\($0)</TD>", width: 100) }
    #expect(DOTCompactLegend.rows(cells, within: 520).map(\.count) == [5, 1])
    #expect(DOTCompactLegend.balancedRows(cells, within: 520, atLeast: 0).map(\.count) == [3, 3])
    // Rows under a wide title may be as wide as it: no more even than that.
    #expect(
      DOTCompactLegend.balancedRows(cells, within: 520, atLeast: 500).map(\.count) == [5, 1])
    #expect(DOTCompactLegend.balancedRows(cells, within: 700, atLeast: 0).map(\.count) == [6])
  }

  @Test func noLegendLeavesOnlyTheTitle() {
    let dot = DOTEmitter(legend: .none).emit(Self.graph)
    #expect(!dot.contains("Legend"))
    #expect(!dot.contains("feature not in the graph"))
    #expect(dot.contains("label=\"Lanes of Editor\""))
    let mermaid = MermaidEmitter(legend: .none).emit(Self.graph)
    #expect(!mermaid.contains("Legend"))
    #expect(!mermaid.contains("legend_"))
  }

  @Test func everyLegendStyleRendersWithoutAWarningFromTheDotCommand() throws {
    for style in LegendStyle.allCases {
      for theme in Theme.allCases {
        let result = try runDot(DOTEmitter(legend: style, theme: theme).emit(Self.graph))
        #expect(result.status == 0 && result.errors.isEmpty, "\(style), \(theme): \(result.errors)")
        #expect(result.output.contains(">Lanes of Editor</text>"))
        #expect(result.output.contains(">Legend</text>") == (style != .none))
      }
    }
  }

  /// Every view's legend in each style: drawn by the linked graphviz where asked for, and gone
  /// with `none`; with compact, every entry's words are in the title's table.
  @Test(arguments: LegendStyle.allCases)
  func everyViewDrawsItsLegendInEachStyle(style: LegendStyle) throws {
    for (name, description) in try SnapshotCatalog.all() {
      let dot = DOTEmitter(legend: style).emit(description)
      let svg = String(
        decoding: try GraphvizRenderer().render(dot: dot, format: .svg), as: UTF8.self)
      #expect(svg.contains(">Legend</text>") == (style != .none), "\(name), \(style)")
      #expect(dot.contains("cluster_legend") == (style == .full), "\(name), \(style)")
      let mermaid = MermaidEmitter(legend: style).emit(description)
      #expect(mermaid.contains("[\"Legend\"]") == (style != .none), "\(name), \(style)")
      if style == .compact {
        for entry in description.legend {
          let lastWord = String(entry.label.split(whereSeparator: \.isWhitespace).last ?? "")
          #expect(dot.contains(DOTEmitter.htmlEscape(lastWord)), "\(name): \(entry.label)")
        }
      }
    }
  }

  @Test func aCompactMermaidLegendIsARowOfShorterLines() {
    let text = MermaidEmitter(legend: .compact).emit(Self.graph)
    #expect(text.contains("  subgraph cluster_legend[\"Legend\"]\n    direction LR\n"))
    #expect(text.contains("[\"feature not in the<br/>graph\"]"))
  }

  @Test func theDarkThemeKeepsTheLaneFillsAndLightensLinesAndText() {
    let light = DOTEmitter(theme: .light).emit(Self.graph)
    let dark = DOTEmitter(theme: .dark).emit(Self.graph)
    #expect(light.contains("bgcolor=\"white\""))
    #expect(dark.contains("bgcolor=\"\(Palette.Dark.background)\""))
    #expect(dark.contains("fontcolor=\"\(Palette.Dark.foreground)\""))
    #expect(dark.contains("fillcolor=\"\(Palette.root)\", fontcolor=\"\(Palette.text)\""))
    #expect(dark.contains("color=\"\(Palette.Dark.strokes[Palette.breach]!)\""))
    #expect(!dark.contains(Palette.breach))
    #expect(!dark.contains("\"\(Palette.line)\""))
    for lane in [Palette.view, Palette.internal, Palette.delegate, Palette.root] {
      var graph = Self.graph
      graph.nodes.append(GraphNode(id: lane, label: lane, fillColor: lane))
      #expect(DOTEmitter(theme: .dark).emit(graph).contains("fillcolor=\"\(lane)\""))
    }
  }

  /// Every dark line colour is lighter than the light one it replaces, so it reads on the dark
  /// background.
  @Test func darkStrokesAreLighterThanTheLightOnes() {
    func luma(_ color: String) -> Double {
      let value = Int(color.dropFirst(), radix: 16) ?? 0
      return 0.299 * Double(value >> 16 & 0xff) + 0.587 * Double(value >> 8 & 0xff) + 0.114
        * Double(value & 0xff)
    }
    for (light, dark) in Palette.Dark.strokes {
      #expect(luma(dark) > luma(light), "\(light) → \(dark)")
      #expect(luma(dark) > luma(Palette.Dark.background) + 80, "\(dark) on the background")
    }
  }
}
