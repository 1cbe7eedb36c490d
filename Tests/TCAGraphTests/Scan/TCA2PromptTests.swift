import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// TCA 2's `@Feature struct X: Prompt`: an alert with a domain, a child node whose cases are its
/// buttons, so its parent's matches on them are the prompt's interface, not its internals.
@Suite struct TCA2PromptTests {
  private func graph() throws -> ArchitectureGraph {
    let result = try ScanFixtureSupport.scan("Forms/TCA2Prompts")
    #expect(result.diagnostics == [], "Forms/TCA2Prompts parses cleanly")
    return result.graph
  }

  @Test func promptsAreTCA2FeaturesMarkedAsPrompts() throws {
    let graph = try graph()
    let marks = graph.features.map {
      "\($0.id) \($0.kind) \($0.dialect?.rawValue ?? "-") \($0.prompt.map(String.init) ?? "-")"
    }
    #expect(
      marks == [
        "DiscardDraft reducer tca2 true", "Orders reducer tca2 -",
        "Orders.ConfirmCancel reducer tca2 true", "Orders.Destination enumReducer tca2 -",
        "Receipt reducer tca2 -",
      ])
    let confirm = try #require(graph.feature("Orders.ConfirmCancel"))
    #expect(confirm.actions.map(\.name) == ["keepTapped", "cancelTapped"])
    #expect(confirm.children == [])
  }

  @Test func theCompositionNamesAPromptByItsButtons() throws {
    let tree = compositionTreeView(graph: try graph())
    #expect(
      tree.node("feature:Orders.ConfirmCancel")?.label.replacingOccurrences(of: "\n", with: " ")
        == "Orders.ConfirmCancel prompt · 2 buttons")
    #expect(tree.node("feature:Receipt")?.label.contains("prompt") == false)
  }

  @Test func promptsAreChildrenOfTheirPresenters() throws {
    let graph = try graph()
    let destination = try #require(graph.feature("Orders.Destination"))
    #expect(
      destination.children.map { "\($0.operator) \($0.child)" } == [
        "enumCase Orders.ConfirmCancel", "enumCase Receipt",
      ])
    let orders = try #require(graph.feature("Orders"))
    #expect(
      orders.children.map { "\($0.operator) \($0.statePath) \($0.child)" } == [
        "ifLet destination Orders.Destination", "ifLet discardDraft DiscardDraft",
      ])
  }

  @Test func matchingAPromptsCaseIsMatchingItsInterface() throws {
    let orders = try #require(try graph().feature("Orders"))
    #expect(
      orders.handlers.map {
        "\($0.route.joined(separator: ".")) \($0.owner?.rawValue ?? "-") \($0.match)"
      } == [
        "destination.confirmCancel.cancelTapped Orders.ConfirmCancel wrapper",
        "destination.receipt.printTapped Receipt other",
        "discardDraft.discardTapped DiscardDraft wrapper",
        "destination Orders catchAll", "discardDraft Orders catchAll",
      ])
  }

  @Test func onlyTheMatchOnAFeaturesPrivateActionIsAFinding() throws {
    let findings = ParentMatchesChildInternals().check(LintContext(graph: try graph()))
    #expect(findings.map(\.location?.line) == [41])
    #expect(findings.count == 1)
  }
}
