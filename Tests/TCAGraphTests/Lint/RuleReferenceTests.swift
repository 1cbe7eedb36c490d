import Foundation
import TCAGraph
import Testing

/// `docs/rules.md`, which SARIF's `helpUri` links to, is the page the rules generate: a rule
/// added, renamed or reworded without regenerating it fails here.
@Suite struct RuleReferenceTests {
  private let document = TestPaths.packageRoot.appendingPathComponent("docs/rules.md")

  @Test func theCheckedInPageIsTheGeneratedOne() throws {
    if ProcessInfo.processInfo.environment["TCA_GRAPH_RECORD_SNAPSHOTS"] == "1" {
      try FileManager.default.createDirectory(
        at: document.deletingLastPathComponent(), withIntermediateDirectories: true)
      try RuleReference.markdown().write(to: document, atomically: true, encoding: .utf8)
      Issue.record("recorded docs/rules.md; check it, then run again")
      return
    }
    let written = try String(contentsOf: document, encoding: .utf8)
    #expect(written == RuleReference.markdown(), "run with TCA_GRAPH_RECORD_SNAPSHOTS=1")
  }

  @Test func everyRuleHasASectionItsHelpLinkReaches() throws {
    let page = RuleReference.markdown()
    for rule in LintRules.all {
      #expect(page.contains("\n## \(rule.id)\n"), "\(rule.id)")
    }
    #expect(!page.lowercased().contains("lesson"), "no lesson jargon on a user's page")
  }
}
