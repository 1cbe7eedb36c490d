import Foundation
import TCAGraph
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct EmitDOTTests {
  @Test func quotesBackslashesAndLineBreaksAreEscaped() {
    #expect(DOTEmitter.quote("say \"hi\"") == #""say \"hi\"""#)
    #expect(DOTEmitter.quote("Scope(\\.lista)") == #""Scope(\\.lista)""#)
    #expect(DOTEmitter.quote("one\ntwo") == #""one\ntwo""#)
    #expect(DOTEmitter.quote("A&lt;b") == #""A&amp;lt;b""#)
  }

  @Test func writesNodesEdgesAndNestedClusters() {
    let graph = GraphDescription(
      title: "T", direction: .leftToRight,
      nodes: [
        GraphNode(id: "a", label: "A", cluster: "outer"),
        GraphNode(
          id: "b", label: "B", shape: .hexagon, fillColor: "#a6e3a1", textColor: "#11111b",
          cluster: "inner"),
      ],
      edges: [
        GraphEdge(
          from: "a", to: "b", label: "1 · x", style: .dashed, color: "#d20f39", constraint: false)
      ],
      clusters: [
        GraphCluster(id: "outer", label: "Outer"),
        GraphCluster(id: "inner", label: "Inner", parent: "outer"),
      ])
    let text = DOTEmitter().emit(graph)
    #expect(text.hasPrefix("digraph \"T\" {\n"))
    #expect(text.contains("rankdir=LR"))
    #expect(text.contains("fontname=\"Helvetica\""))
    #expect(
      text.contains(
        "\"b\" [label=\"B\", shape=hexagon, style=\"filled\", fillcolor=\"#a6e3a1\", fontcolor=\"#11111b\"];"
      ))
    #expect(
      text.contains(
        "\"a\" -> \"b\" [label=\"1 · x\", style=dashed, color=\"#d20f39\", fontcolor=\"#d20f39\", constraint=false];"
      ))
    let outer = text.range(of: "subgraph cluster_0 {")
    let inner = text.range(of: "    subgraph cluster_1 {")
    #expect(outer != nil && inner != nil)
    if let outer, let inner { #expect(outer.lowerBound < inner.lowerBound) }
    #expect(text.hasSuffix("}\n"))
  }

  @Test func pastelEdgeColoursKeepDarkLabels() {
    let graph = GraphDescription(
      title: "T", nodes: [GraphNode(id: "a", label: "A"), GraphNode(id: "b", label: "B")],
      edges: [GraphEdge(from: "a", to: "b", label: "delegate x", color: "#f38ba8")])
    let text = DOTEmitter().emit(graph)
    #expect(text.contains("[label=\"delegate x\", color=\"#f38ba8\"];"))
  }

  @Test func theLegendIsAClusterNamedLegend() {
    let graph = GraphDescription(
      title: "T", nodes: [GraphNode(id: "a", label: "A")],
      legend: [
        .node("view lane", fill: "#a6e3a1"),
        .edge("breach <private>", style: .bold, color: "#d20f39"),
      ])
    let text = DOTEmitter(legend: .full).emit(graph)
    #expect(text.contains("subgraph cluster_legend {"))
    #expect(text.contains("label=\"Legend\""))
    #expect(text.contains("&nbsp;&nbsp;breach &lt;private&gt;>"))
  }

  /// DOT whose labels hold every character DOT escapes, for the validity checks below.
  static let awkwardGraph: GraphDescription = {
    let label = "quote \" backslash \\ brace { } <angle> & semicolon; \\n literal\nreal break"
    return GraphDescription(
      title: "Title with \"quotes\" and \\",
      nodes: [
        GraphNode(
          id: "id with \"quote\"", label: label, shape: .cylinder, style: [.dashed, .bold]),
        GraphNode(id: "->", label: "arrow id", shape: .roundedBox, cluster: "c\"1"),
      ],
      edges: [GraphEdge(from: "id with \"quote\"", to: "->", label: label, style: .bold)],
      clusters: [GraphCluster(id: "c\"1", label: "cluster \"1\"", dashed: true)],
      legend: [.edge("a <b> & \"c\"", style: .dashed, color: "#40a02b"), .node("n", shape: .box3d)])
  }()

  @Test func awkwardLabelsStillMakeValidDOT() throws {
    let svg = try GraphvizRenderer().render(
      dot: DOTEmitter().emit(Self.awkwardGraph), format: .svg)
    let text = String(decoding: svg, as: UTF8.self)
    #expect(
      text.contains(
        "quote &quot; backslash \\ brace { } &lt;angle&gt; &amp; semicolon; \\n literal"))
    #expect(text.contains(">real break</text>"))
  }

  /// Graphviz reads character entities in strings: a name that holds one is drawn as written.
  @Test func namesThatLookLikeEntitiesAreDrawnAsWritten() throws {
    let graph = GraphDescription(
      title: "Tom&amp;Jerry", nodes: [GraphNode(id: "A&lt;b", label: "A&lt;b &#65; &", shape: .box)])
    let svg = try GraphvizRenderer().render(dot: DOTEmitter().emit(graph), format: .svg)
    let document = try XMLDocument(data: svg, options: [])
    let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
    #expect(texts.contains("A&lt;b &#65; &"))
    #expect(texts.contains("Tom&amp;Jerry"))
    let titles = try document.nodes(forXPath: "//*[local-name()='title']").compactMap(\.stringValue)
    #expect(titles.contains("A&lt;b"))
  }

  /// The `dot` command reads the awkward labels without a warning, which the renderer does not
  /// report.
  @Test func awkwardLabelsMakeNoWarningFromTheDotCommand() throws {
    let result = try runDot(DOTEmitter().emit(Self.awkwardGraph))
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(result.output.contains(">real break</text>"))
  }

  @Test func everyShapeHasAGraphvizName() {
    for shape in NodeShape.allCases {
      let text = DOTEmitter().emit(
        GraphDescription(title: "T", nodes: [GraphNode(id: "a", label: "A", shape: shape)]))
      #expect(text.contains("shape="), "\(shape)")
    }
  }
}
