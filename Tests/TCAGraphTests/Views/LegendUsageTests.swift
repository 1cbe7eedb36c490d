import Testing
import TreeIntrospect

@testable import TCAGraphViews

/// Legends list what their picture draws, no more and no less, in one fixed order.
@Suite struct LegendUsageTests {
  enum Row: CaseIterable { case first, second, third }

  @Test func rowsComeInDeclarationOrderWhateverTheRecordingOrder() {
    var usage = LegendUsage<Row>(always: [.second])
    usage.record(.third)
    usage.record(.first, if: false)
    usage.record(.third)
    #expect(usage.rows == [.second, .third])
    usage.record(.first, if: true)
    #expect(usage.rows == [.first, .second, .third])
  }

  static func parent(_ scopes: [ChildScope]) -> ArchitectureGraph {
    ArchitectureGraph(
      roots: ["Parent"],
      features: [Feature(id: "Parent", children: scopes), Feature(id: "Child"), Feature(id: "Row")])
  }

  static func legendLabels(_ graph: ArchitectureGraph) -> [String] {
    compositionTreeView(graph: graph).legend.map(\.label)
  }

  @Test func aCompositionWithoutAnOptionalChildHasNoOptionalRow() {
    let labels = Self.legendLabels(
      Self.parent([
        ChildScope(operator: .scope, statePath: "child", actionPath: "child", child: "Child", order: 0)
      ]))
    #expect(
      labels == [
        "root reducer", "feature (lane case counts)", "exactly one: Scope",
        "edge label: position in body · operator\ncardinality · child first",
      ])
  }

  @Test func eachOperatorDrawnAddsItsRowInTheLegendsOrder() {
    let labels = Self.legendLabels(
      Self.parent([
        ChildScope(operator: .forEach, statePath: "rows", actionPath: "rows", child: "Row", order: 0),
        ChildScope(operator: .ifLet, statePath: "$child", actionPath: "child", child: "Child", order: 1),
        ChildScope(operator: .scope, statePath: "missing", actionPath: "missing", child: "Gone", order: 2),
      ]))
    #expect(
      labels == [
        "root reducer", "feature (lane case counts)", "feature not in the graph",
        "exactly one: Scope", "zero or one: ifLet, ifCaseLet", "many or a stack: forEach",
        "edge label: position in body · operator\ncardinality · child first",
      ])
  }

  @Test func aSelfCompositionAddsTheRecursionRow() {
    let graph = ArchitectureGraph(
      roots: ["Thread"],
      features: [
        Feature(
          id: "Thread",
          children: [
            ChildScope(operator: .forEach, statePath: "replies", actionPath: "replies", child: "Thread", order: 0)
          ])
      ])
    #expect(Self.legendLabels(graph).last == "composes an ancestor (recursion)")
  }
}
