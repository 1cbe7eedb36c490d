import TCAGraph
import Testing
import TreeIntrospect

/// A two-payload child case (`case rows(Row.State.ID, Row.Action)`, TCA 2's collections and
/// stacks) is drawn in the action tree by its own shape, not as `IdentifiedAction`/`StackAction`.
@Suite struct ViewPairedCaseTests {
  private func tree(_ wrapper: ActionWrapper) -> GraphDescription {
    var rows = ActionCase.child("rows", "Row", wrapper: wrapper)
    rows.payload = ["Row.State.ID", "Row.Action"]
    let list = Feature(id: "List", actions: [rows])
    let row = Feature(id: "Row", actions: [.leaf("tapped")])
    return actionTreeView(graph: ArchitectureGraph(roots: ["List"], features: [list, row]))
  }

  @Test func aCollectionsPairIsManyWithNoWrapperCases() throws {
    let picture = tree(.identified)
    let pair = try #require(picture.node("action:List/rows/wrapper"))
    #expect(pair.label == "(ID, Action)\n(many)")
    #expect(pair.tooltip == "(Row.State.ID, Row.Action)")
    #expect(pair.shape == .box3d)
    #expect(picture.edges.first { $0.from == "action:List/rows/wrapper" }?.label == "(id, action)")
    #expect(picture.legend.map(\.label).contains("(ID, Action) (many)"))
    #expect(!picture.legend.map(\.label).contains { $0.contains("IdentifiedAction") })
  }

  @Test func aStacksPairIsAStackWithoutPushOrPopFrom() throws {
    let pair = try #require(tree(.stack).node("action:List/rows/wrapper"))
    #expect(pair.label == "(ID, Action)\n(stack)")
    #expect(pair.shape == .cylinder)
  }
}
