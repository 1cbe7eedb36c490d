import Testing
import TreeIntrospect

@testable import TCAGraphViews

/// ``DiagramChanges/folding(_:changed:keepingAncestors:)``: what `render --diff-base` keeps of a
/// picture around its change, and the notes the rest is folded into.
@Suite struct DiffFoldingTests {
  private let changes = DiagramChanges(
    baseName: "main", base: ArchitectureGraph(roots: [], features: []),
    head: ArchitectureGraph(roots: [], features: []))

  /// `Root` composes `A` (composing `A1`, `A2`) and `B` (composing `B1`, which composes `B2`
  /// and `B3`); `C` is a second root composing `C1`.
  private let tree: GraphDescription = {
    let names = ["Root", "A", "A1", "A2", "B", "B1", "B2", "B3", "C", "C1"]
    let pairs = [
      ("Root", "A"), ("A", "A1"), ("A", "A2"), ("Root", "B"), ("B", "B1"), ("B1", "B2"),
      ("B1", "B3"), ("C", "C1"),
    ]
    return GraphDescription(
      title: "Composition",
      nodes: names.map { GraphNode(id: "feature:\($0)", label: $0) },
      edges: pairs.map { GraphEdge(from: "feature:\($0.0)", to: "feature:\($0.1)") })
  }()

  @Test func foldsWhatIsMoreThanOneStepFromTheChangeIntoANotePerParent() {
    let folded = changes.folding(tree, changed: ["feature:B"], keepingAncestors: true)
    #expect(
      folded.nodes.map { "\($0.id): \($0.label)" } == [
        "feature:Root: Root", "feature:B: B", "feature:B1: B1",
        "unchanged:feature:Root: +3 unchanged features",
        "unchanged:feature:B1: +2 unchanged features",
        "unchanged:elsewhere: +2 unchanged features elsewhere",
      ])
    #expect(
      folded.edges.map { "\($0.from) -> \($0.to)" } == [
        "feature:Root -> feature:B", "feature:B -> feature:B1",
        "feature:Root -> unchanged:feature:Root", "feature:B1 -> unchanged:feature:B1",
      ])
    #expect(folded.edges.suffix(2).allSatisfy { $0.style == .dashed })
  }

  /// A change deep in the tree keeps the path from its root, however long.
  @Test func keepsTheAncestorsOfADeepChange() {
    let folded = changes.folding(tree, changed: ["feature:B3"], keepingAncestors: true)
    #expect(
      folded.nodes.map(\.id) == [
        "feature:Root", "feature:B", "feature:B1", "feature:B3", "unchanged:feature:Root",
        "unchanged:feature:B1", "unchanged:elsewhere",
      ])
    #expect(folded.nodes[4].label == "+3 unchanged features")
    #expect(folded.nodes[5].label == "+1 unchanged feature")
  }

  /// Nothing changed: the picture is one note saying so.
  @Test func pictureWithoutChangeIsOneNote() {
    let folded = changes.folding(tree, changed: [], keepingAncestors: true)
    #expect(folded.nodes.map(\.label) == ["nothing here changed since main\n(10 unchanged features)"])
    #expect(folded.edges.isEmpty)
  }
}
