import Testing
import TreeIntrospect

@testable import TCAGraph
@testable import TCAGraphViews

/// A feature whose body was not read whole is marked in every picture that draws it, and the
/// legend explains the mark; a feature read whole is not.
@Suite struct ViewUnreadMarkTests {
  /// A parent whose body holds a construct the scanner cannot read, and its child.
  static let graph = ScanFixtureSupport.scan(
    source: """
      @Reducer
      struct Child {
        struct State {}
        enum Action { case tapped }
      }

      @Reducer
      struct Parent {
        struct State { var child = Child.State() }
        enum Action { case child(Child.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.child, action: \\.child) { Child() }
          Reduce { state, action in .none }
            .mysteriousOperator(state: \\.child, action: \\.child)
        }
      }
      """
  ).graph

  @Test func theScanLeavesTheParentUnreadAndTheChildRead() throws {
    #expect(Self.graph.feature("Parent")?.unread?.isEmpty == false)
    #expect(Self.graph.feature("Child")?.unread == nil)
  }

  @Test(arguments: ["composition", "coupling", "modules"])
  func thePartlyReadFeatureIsMarkedAndExplained(view: String) throws {
    let description: GraphDescription =
      switch view {
      case "composition": compositionTreeView(graph: Self.graph, focus: nil)
      case "coupling": couplingView(graph: Self.graph)
      default: modulesView(graph: Self.graph)
      }
    let parent = try #require(description.node("feature:Parent"))
    let child = try #require(description.node("feature:Child"))
    #expect(parent.label.contains(UnreadMark.line))
    #expect(parent.tooltip?.contains("not read: ") == true)
    #expect(!child.label.contains(UnreadMark.line))
    #expect(description.legend.contains { $0.label.hasPrefix(UnreadMark.line) })
  }

  @Test func theDelegateFlowMarksAPartlyReadMatcher() throws {
    var graph = try ExampleGraphs.coupledApp()
    let index = try #require(graph.features.firstIndex { $0.id == "AppFeature" })
    graph.features[index].unread = [UnreadConstruct(message: "a construct")]
    let description = delegateFlowView(graph: graph, around: nil)
    let matcher = try #require(description.nodes.first { $0.id == "feature:AppFeature" })
    #expect(matcher.label.contains(UnreadMark.line))
    #expect(description.legend.contains { $0.label.hasPrefix(UnreadMark.line) })
    let unmarked = delegateFlowView(graph: try ExampleGraphs.coupledApp(), around: nil)
    #expect(!unmarked.nodes.contains { $0.label.contains(UnreadMark.line) })
  }

  @Test func theLanesOfAPartlyReadFeatureSaySo() throws {
    let parent = featureLanesView(for: "Parent", in: Self.graph)
    #expect(parent.node("reducer")?.label.contains(UnreadMark.line) == true)
    #expect(parent.legend.contains { $0.label.hasPrefix(UnreadMark.line) })
    let child = featureLanesView(for: "Child", in: Self.graph)
    #expect(child.node("reducer")?.label.contains(UnreadMark.line) == false)
    #expect(!child.legend.contains { $0.label.hasPrefix(UnreadMark.line) })
  }

  @Test func aGraphReadWholeHasNoMarkInItsLegend() throws {
    let description = compositionTreeView(graph: try ExampleGraphs.coupledApp(), focus: nil)
    #expect(!description.legend.contains { $0.label.hasPrefix(UnreadMark.line) })
  }
}
