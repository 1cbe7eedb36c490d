import Foundation
import TCAGraph
import Testing

/// GitHub draws Mermaid only up to 50,000 characters and 500 links: a render warns from 80% of
/// either, naming the file, and stays quiet well inside them.
@Suite struct MermaidLimitsTests {
  /// A top-down chart of `count` nodes in a chain, each with a label of `labelLength` letters.
  private func chain(_ count: Int, labelLength: Int = 4) -> GraphDescription {
    let label = String(repeating: "a", count: labelLength)
    return GraphDescription(
      title: "Chain",
      nodes: (0..<count).map { GraphNode(id: "n\($0)", label: label) },
      edges: (1..<count).map { GraphEdge(from: "n\($0 - 1)", to: "n\($0)") })
  }

  @Test func linksAreCountedWithTheLegendsInvisibleOnes() {
    let text = MermaidEmitter(legend: .none).emit(chain(10))
    #expect(MermaidLimits.size(of: text).edges == 9)
    #expect(MermaidLimits.size(of: text).characters == text.count)
  }

  @Test func aChartNearTheLinkLimitIsNamedWithItsShare() {
    let text = MermaidEmitter(legend: .none).emit(chain(421))
    #expect(
      MermaidLimits.warning(for: text, file: "action-tree.mmd")
        == "note: action-tree.mmd has 420 links, 84% of the 500 GitHub draws in Mermaid; draw a "
        + "part with --focus <Feature>, --root <Feature> or --module <Module>")
  }

  @Test func aChartPastTheCharacterLimitSaysGitHubWillNotDrawIt() throws {
    let text = MermaidEmitter(legend: .none).emit(chain(200, labelLength: 300))
    let warning = try #require(MermaidLimits.warning(for: text, file: "x.md"))
    #expect(
      warning.hasPrefix(
        "note: x.md has \(text.count) characters, more than the 50000 GitHub draws in Mermaid"))
  }

  @Test func aChartWellInsideBothLimitsGetsNoWarning() {
    #expect(MermaidLimits.warning(for: MermaidEmitter().emit(chain(300)), file: "x.mmd") == nil)
  }

  @Test func aRenderNotesTheMermaidFileNearTheLimitAndADOTRenderDoesNot() throws {
    func notes(_ formats: [any OutputFormat.Type]) throws -> [String] {
      var notes: [String] = []
      _ = try DiagramSet(views: [ChainView.self], formats: formats)
        .files(for: ArchitectureGraph(roots: [], features: []), renderer: GraphvizRenderer(), notes: &notes)
      return notes.filter { $0.contains("GitHub") }
    }
    #expect(
      try notes([MermaidFormat.self]) == [
        "note: chain.mmd has 420 links, 84% of the 500 GitHub draws in Mermaid; draw a part with "
          + "--focus <Feature>, --root <Feature> or --module <Module>"
      ])
    #expect(try notes([DOTFormat.self]).isEmpty)
  }
}

/// A view of one chain of 421 nodes, whatever the graph: 420 links in Mermaid.
private struct ChainView: DiagramView {
  static let id = "chain"
  static let summary = "A chain."

  func diagrams(of graph: ArchitectureGraph, options: DiagramOptions) -> [Diagram] {
    let nodes = (0..<421).map { GraphNode(id: "n\($0)", label: "n\($0)") }
    let edges = (1..<421).map { GraphEdge(from: "n\($0 - 1)", to: "n\($0)") }
    return [
      Diagram(name: "chain", description: GraphDescription(title: "Chain", nodes: nodes, edges: edges))
    ]
  }
}
