import TCAGraph
import Testing
import TreeIntrospect

@Suite struct ViewDeterminismTests {
  static func allText(_ graph: ArchitectureGraph) -> [String] {
    var descriptions = [
      actionTreeView(graph: graph), compositionTreeView(graph: graph),
      delegateFlowView(graph: graph), couplingView(graph: graph), modulesView(graph: graph),
    ]
    descriptions += featuresWithActions(in: graph).map { featureLanesView(for: $0, in: graph) }
    return descriptions.flatMap { [DOTEmitter().emit($0), MermaidEmitter().emit($0)] }
  }

  @Test func theSameGraphGivesTheSameText() throws {
    #expect(
      try Self.allText(ExampleGraphs.lessonsApp()) == Self.allText(ExampleGraphs.lessonsApp()))
  }

  @Test(arguments: [1, 2, 3, 4, 5])
  func featureOrderDoesNotChangeTheText(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed))
    let shuffled = try ExampleGraphs.lessonsApp().features.shuffled(using: &generator)
    var graph = ArchitectureGraph(roots: ["AppFeature"], features: shuffled)
    #expect(try Self.allText(graph) == Self.allText(ExampleGraphs.lessonsApp()))
    graph.features.shuffle(using: &generator)
    #expect(try Self.allText(graph) == Self.allText(ExampleGraphs.lessonsApp()))
  }
}

/// A small deterministic random number generator (SplitMix64) for shuffles that repeat.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
