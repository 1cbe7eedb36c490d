import Foundation
import TCAGraph
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A small feature graph in the lesson colours: three nodes, one per lane, and a cluster.
private let laneGraph = """
  digraph Lanes {
    node [style=filled, fontcolor="#11111b"];
    subgraph cluster_editor {
      label="Editor";
      view [label="View.saveTapped", fillcolor="#a6e3a1"];
      internal [label="_internal.saved", fillcolor="#f9e2af"];
      delegate [label="Delegate.profileSaved", fillcolor="#f38ba8"];
    }
    root [label="AppFeature", fillcolor="#89b4fa", shape=box];
    view -> internal -> delegate -> root;
  }
  """

/// A node of a graphviz SVG: its `<title>`, the text it shows and the fills of its shapes.
private struct SVGNode: Equatable {
  var title: String
  var texts: [String]
  var fills: [String]
}

/// Calls `body` on every element of the SVG `data`, depth first.
private func forEachElement(in data: Data, _ body: (XMLElement) -> Void) throws {
  let document = try XMLDocument(data: data, options: [])
  func visit(_ element: XMLElement) {
    body(element)
    for child in element.children ?? [] {
      if let child = child as? XMLElement { visit(child) }
    }
  }
  if let root = document.rootElement() { visit(root) }
}

/// The value of `element`'s attribute `name`.
///
/// Looks through `attributes` because `attribute(forName:)` finds nothing in an SVG document on
/// Linux (the SVG default namespace gets in its way).
private func attributeValue(_ element: XMLElement, _ name: String) -> String? {
  element.attributes?.first { $0.name == name }?.stringValue
}

/// Reads the `<g class="node">` groups of a graphviz SVG, sorted by title.
private func svgNodes(_ data: Data) throws -> [SVGNode] {
  var nodes: [SVGNode] = []
  try forEachElement(in: data) { element in
    guard element.name == "g", attributeValue(element, "class") == "node" else {
      return
    }
    var node = SVGNode(title: "", texts: [], fills: [])
    for child in element.children ?? [] {
      guard let child = child as? XMLElement else { continue }
      switch child.name {
      case "title": node.title = child.stringValue ?? ""
      case "text": node.texts.append(child.stringValue ?? "")
      default:
        if let fill = attributeValue(child, "fill") { node.fills.append(fill) }
      }
    }
    nodes.append(node)
  }
  return nodes.sorted { $0.title < $1.title }
}

/// The `<title>`s of the groups of class `kind` (`node`, `edge`, `cluster`), sorted.
private func svgTitles(_ data: Data, kind: String) throws -> [String] {
  var titles: [String] = []
  try forEachElement(in: data) { element in
    if element.name == "g", attributeValue(element, "class") == kind,
      let title = element.elements(forName: "title").first?.stringValue
    {
      titles.append(title)
    }
  }
  return titles.sorted()
}

@Suite("GraphvizRenderer")
struct RenderTests {
  @Test func svgHoldsEveryNodeWithItsLabelAndFill() throws {
    let svg = try GraphvizRenderer().render(dot: laneGraph, format: .svg)
    let nodes = try svgNodes(svg)
    #expect(
      nodes == [
        SVGNode(title: "delegate", texts: ["Delegate.profileSaved"], fills: ["#f38ba8"]),
        SVGNode(title: "internal", texts: ["_internal.saved"], fills: ["#f9e2af"]),
        SVGNode(title: "root", texts: ["AppFeature"], fills: ["#89b4fa"]),
        SVGNode(title: "view", texts: ["View.saveTapped"], fills: ["#a6e3a1"]),
      ])
    #expect(try svgTitles(svg, kind: "cluster") == ["cluster_editor"])
    #expect(
      try svgTitles(svg, kind: "edge") == [
        "delegate->root", "internal->delegate", "view->internal",
      ]
    )
  }

  @Test func svgHasTheSameNodesAndEdgesAsTheDotCommand() throws {
    let command = try runDot(laneGraph)
    #expect(command.status == 0, "\(command.errors)")
    let fromCommand = Data(command.output.utf8)

    let inProcess = try GraphvizRenderer().render(dot: laneGraph, format: .svg)
    #expect(try svgNodes(inProcess).count == 4)
    #expect(try svgNodes(inProcess) == svgNodes(fromCommand))
    #expect(try svgTitles(inProcess, kind: "edge") == svgTitles(fromCommand, kind: "edge"))
  }

  @Test func invalidDOTCarriesGraphvizMessageAndLine() {
    let dot = "digraph {\n  a -> b;\n  c -> -> d;\n}\n"
    let error = #expect(throws: RenderError.self) {
      try GraphvizRenderer().render(dot: dot, format: .svg)
    }
    guard case .invalidDOT(let message, let line)? = error else {
      Issue.record("expected invalidDOT, got \(String(describing: error))")
      return
    }
    #expect(message.contains("syntax error"))
    #expect(line == 3)
    #expect(error?.description.hasPrefix("invalid DOT at line 3: ") == true)
  }

  @Test func emptyInputIsInvalidDOT() {
    #expect(throws: RenderError.invalidDOT(message: "the input holds no graph", line: nil)) {
      try GraphvizRenderer().render(dot: "  \n", format: .svg)
    }
  }

  @Test func rendererWorksAgainAfterInvalidDOT() throws {
    let renderer = GraphvizRenderer()
    #expect(throws: RenderError.self) { try renderer.render(dot: "digraph { a -> ", format: .svg) }
    let svg = try renderer.render(dot: "digraph { x -> y }", format: .svg)
    #expect(try svgTitles(svg, kind: "node") == ["x", "y"])
  }

  @Test func unknownLayoutEngineIsAnErrorNamingIt() {
    let error = #expect(throws: RenderError.self) {
      try GraphvizRenderer().render(dot: laneGraph, format: .svg, layout: "nonesuch")
    }
    guard case .unknownLayoutEngine(let name, let graphvizMessage)? = error else {
      Issue.record("expected unknownLayoutEngine, got \(String(describing: error))")
      return
    }
    #expect(name == "nonesuch")
    #expect(graphvizMessage.contains("not recognized"))
    #expect(graphvizMessage.contains("dot"))
  }

  @Test(arguments: LayoutEngine.bundled)
  func everyBundledLayoutEngineRenders(engine: LayoutEngine) throws {
    let svg = try GraphvizRenderer().render(dot: laneGraph, format: .svg, layout: engine)
    #expect(try svgTitles(svg, kind: "node") == ["delegate", "internal", "root", "view"])
  }

  /// Each format's first bytes and a marker its last bytes hold, so a truncated buffer fails.
  @Test(arguments: [
    (ImageFormat.png, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] as [UInt8], "IEND"),
    (ImageFormat.pdf, Array("%PDF-".utf8), "%%EOF"),
    (ImageFormat.svg, Array("<?xml".utf8), "</svg>"),
  ])
  func formatIsWholeWithItsMagicBytes(format: ImageFormat, magic: [UInt8], end: String) throws {
    let data = try GraphvizRenderer().render(dot: laneGraph, format: format)
    #expect(data.count > 100)
    #expect(Array(data.prefix(magic.count)) == magic)
    let tail = Data(data.suffix(16))
    #expect(tail.range(of: Data(end.utf8)) != nil)
  }

  @Test func formatNamesParseAndUnknownOnesAreErrors() throws {
    #expect(try OutputFormats.format(named: "SVG") == SVGFormat.self)
    #expect(throws: RenderError.unknownFormat("jpg")) { try OutputFormats.format(named: "jpg") }
    #expect(
      RenderError.unknownFormat("jpg").description
        == "unknown output format 'jpg'; use one of: svg, png, pdf")
  }

  @Test func concurrentRendersAllSucceedWithIdenticalOutput() throws {
    let shared = GraphvizRenderer()
    let expected = try shared.render(dot: laneGraph, format: .svg)
    let results = ResultBox(count: 16)
    DispatchQueue.concurrentPerform(iterations: 16) { index in
      let renderer = index.isMultiple(of: 2) ? shared : GraphvizRenderer()
      let format: ImageFormat = index % 4 == 1 ? .png : .svg
      results.set(index, Result { try renderer.render(dot: laneGraph, format: format) })
    }
    for (index, result) in results.all.enumerated() {
      let data = try #require(try result?.get())
      if index % 4 != 1 { #expect(data == expected) } else { #expect(data.count > 100) }
    }
  }
}

/// Results written by concurrent workers, one slot each.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<Data, any Error>?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result<Data, any Error>) {
    lock.withLock { slots[index] = result }
  }

  var all: [Result<Data, any Error>?] { lock.withLock { slots } }
}

@Suite("GraphvizRenderer determinism")
struct RenderDeterminismTests {
  @Test func errorLinesCountFromTheStartOfEachInput() throws {
    let renderer = GraphvizRenderer()
    let bad = "digraph {\n  a -> b;\n  c -> -> d;\n}\n"
    for _ in 0..<3 {
      _ = try renderer.render(dot: "digraph {\n a -> b\n}\n", format: .svg)
      let error = #expect(throws: RenderError.self) { try renderer.render(dot: bad, format: .svg) }
      guard case .invalidDOT(_, let line)? = error else {
        Issue.record("expected invalidDOT, got \(String(describing: error))")
        return
      }
      #expect(line == 3)
    }
  }

  @Test func clusteredGraphsRenderTheSameSVGEveryTime() throws {
    let dot = """
      digraph {
        subgraph cluster_zeta { label="zeta"; z1 -> z2 }
        subgraph cluster_alpha { label="alpha"; a1 -> a2 }
        subgraph cluster_mid { label="mid"; m1 }
        a2 -> z1; z2 -> m1
      }
      """
    let first = try GraphvizRenderer().render(dot: dot, format: .svg)
    for _ in 0..<20 {
      // Allocations between renders move graphviz's interned strings around.
      let noise = (0..<Int.random(in: 1...200)).map { "noise-\($0)" }
      #expect(!noise.isEmpty)
      #expect(try GraphvizRenderer().render(dot: dot, format: .svg) == first)
    }
    let svg = String(decoding: first, as: UTF8.self)
    let order = ["cluster_zeta", "cluster_alpha", "cluster_mid"].compactMap {
      svg.range(of: "<title>\($0)</title>")?.lowerBound
    }
    #expect(order.count == 3)
    #expect(order == order.sorted(), "clusters are written in the order the DOT declares them")
  }
}
