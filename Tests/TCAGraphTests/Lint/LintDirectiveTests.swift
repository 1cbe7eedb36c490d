import Foundation
import TCAGraph
import Testing

/// The `tca-graph:` directives, spelt as SwiftLint's: `disable:next`, `disable:this`,
/// `disable:previous`, regions from `disable` to `enable`, `all`; and `invalid-directive` for
/// a comment that does nothing it seems to.
@Suite struct LintDirectiveTests {
  @Test func singleLineDirectivesSilenceTheirLine() {
    let suppression = Suppression(
      source: """
        // tca-graph:disable:next parent-matches-child-internals - migrating in #12
        case .editor(.view(.x)):
        case .editor(.view(.y)): // tca-graph:disable:this lane-violation, foreign-delegate-emission
        let url = "http://example.com" // tca-graph:disable:this all
        case .editor(.view(.z)):
        // tca-graph:disable:previous lane-violation
        """)
    #expect(suppression.suppresses(ruleID: "parent-matches-child-internals", line: 2))
    #expect(!suppression.suppresses(ruleID: "parent-matches-child-internals", line: 1))
    #expect(!suppression.suppresses(ruleID: "lane-violation", line: 2))
    #expect(suppression.suppresses(ruleID: "lane-violation", line: 3))
    #expect(suppression.suppresses(ruleID: "foreign-delegate-emission", line: 3))
    #expect(!suppression.suppresses(ruleID: "parent-matches-child-internals", line: 3))
    #expect(suppression.suppresses(ruleID: "unintegrated-child-state", line: 4))
    #expect(suppression.suppresses(ruleID: "lane-violation", line: 5))
    #expect(!suppression.suppresses(ruleID: "lane-violation", line: 6))
    #expect(suppression.problems.isEmpty)
  }

  @Test func aRegionRunsFromDisableToEnable() {
    let suppression = Suppression(
      source: """
        a
        // tca-graph:disable lane-violation - generated code below
        b
        // tca-graph:enable lane-violation
        c
        """)
    #expect(!suppression.suppresses(ruleID: "lane-violation", line: 1))
    #expect(suppression.suppresses(ruleID: "lane-violation", line: 2))
    #expect(suppression.suppresses(ruleID: "lane-violation", line: 3))
    #expect(suppression.suppresses(ruleID: "lane-violation", line: 4))
    #expect(!suppression.suppresses(ruleID: "lane-violation", line: 5))
    #expect(!suppression.suppresses(ruleID: "parent-matches-child-internals", line: 3))
  }

  @Test func aRegionWithoutEnableRunsToTheEndOfTheFile() {
    let suppression = Suppression(source: "import X\n// tca-graph:disable lane-violation\n")
    #expect(!suppression.suppresses(ruleID: "lane-violation", line: 1))
    #expect(suppression.suppresses(ruleID: "lane-violation", line: 90))
    #expect(!suppression.suppresses(ruleID: "parent-matches-child-internals", line: 90))
  }

  @Test func enablingOneRuleInsideDisableAllKeepsTheOthersOff() {
    let suppression = Suppression(
      source: """
        // tca-graph:disable all
        a
        // tca-graph:enable lane-violation
        b
        // tca-graph:enable all
        c
        """)
    #expect(suppression.suppresses(ruleID: "lane-violation", line: 2))
    #expect(!suppression.suppresses(ruleID: "lane-violation", line: 4))
    #expect(suppression.suppresses(ruleID: "foreign-delegate-emission", line: 4))
    #expect(!suppression.suppresses(ruleID: "foreign-delegate-emission", line: 6))
  }

  @Test func aDirectiveInAStringLiteralDoesNothing() {
    let suppression = Suppression(source: "let s = \"// tca-graph:disable all\"\nlet t = 1\n")
    #expect(!suppression.suppresses(ruleID: "lane-violation", line: 2))
    #expect(suppression.problems.isEmpty)
  }

  @Test(arguments: [
    (
      "// tca-graph:disable:nxt lane-violation",
      "unknown directive 'tca-graph:disable:nxt'; did you mean 'tca-graph:disable:next'?"
    ),
    (
      "// tca-graph:disable-file all",
      "unknown directive 'tca-graph:disable-file' (directives: disable:next, disable:this, "
        + "disable:previous, disable, enable)"
    ),
    (
      "// tca-graph:disable:this lane-violaton",
      "unknown rule 'lane-violaton' in 'tca-graph:disable:this'; did you mean 'lane-violation'?"
    ),
    ("// tca-graph:disable:next", "'tca-graph:disable:next' names no rule; list rule ids or 'all'"),
  ])
  func aDirectiveThatDoesNothingIsAProblem(comment: String, message: String) {
    let suppression = Suppression(source: "let a = 1\n  \(comment)\nlet b = 2\n")
    #expect(suppression.problems.map(\.message) == [message])
    #expect(suppression.problems.first?.line == 2)
    #expect(suppression.problems.first?.column == 3)
  }

  @Test func theKnownRulesOfADirectiveWithAnUnknownOneStillApply() {
    let suppression = Suppression(
      source: "// tca-graph:disable:next lane-violation, nope\nx\n")
    #expect(suppression.suppresses(ruleID: "lane-violation", line: 2))
    #expect(suppression.problems.count == 1)
  }

  @Test func runnerDropsSuppressedFindings() {
    let findings = [
      Finding(
        ruleID: "lane-violation", severity: .warning, message: "a",
        location: .init(file: "A.swift", line: 2)),
      Finding(
        ruleID: "lane-violation", severity: .warning, message: "b",
        location: .init(file: "A.swift", line: 3)),
    ]
    let result = LintRunner.suppress(findings) { _ in
      Suppression(source: "// tca-graph:disable:next lane-violation\n\n")
    }
    #expect(result.kept.map(\.message) == ["b"])
    #expect(result.suppressed == 1)
  }

  @Test func invalidDirectivesAreFindingsAtTheirCommentUnlessConfiguredOff() throws {
    let source = "struct A {}\n// tca-graph:disable:nex lane-violation\n"
    let findings = LintRunner.lint(sources: [(path: "A.swift", text: source)])
    let invalid = findings.filter { $0.ruleID == InvalidDirective.id }
    #expect(invalid.count == 1)
    #expect(invalid.first?.location?.description == "A.swift:2:1")
    #expect(invalid.first?.severity == .warning)
    let off = try LintConfiguration.parse(
      Data(#"{"version": 1, "rules": {"invalid-directive": "off"}}"#.utf8), path: "c.json")
    #expect(
      LintRunner.lint(sources: [(path: "A.swift", text: source)], configuration: off).isEmpty)
  }

  @Test func aGraphFromAnIRFileHasTheDirectivesOfItsFindingsFilesChecked() throws {
    let folder = try TemporaryFolder()
    let (source, markers) = ExampleMarkers.strip(
      ParentMatchesChildInternals.triggeringExamples[0].source)
    try #require(!markers.isEmpty)
    try folder.write("App.swift", "// tca-graph:disable-file all\n" + source)
    let scanned = SourceScanner().scan(sources: [
      (path: "App.swift", text: "// tca-graph:disable-file all\n" + source)
    ])
    let report = try LintRunner.run(
      LintRequest(graph: scanned.graph, workingDirectory: folder.path)
    ).get()
    let invalid = report.findings.filter { $0.ruleID == InvalidDirective.id }
    #expect(invalid.map { $0.location?.description } == ["App.swift:1:1"])
    #expect(report.findings.count == invalid.count + markers.count, "nothing is silenced")
  }

  @Test func theLintCommandReportsAMisspeltDirectiveWithItsFileAndLine() throws {
    let folder = try TemporaryFolder()
    let (source, markers) = ExampleMarkers.strip(
      ParentMatchesChildInternals.triggeringExamples[0].source)
    let line = try #require(markers.first?.line)
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert("// tca-graph:disable:next parent-matches-child-internal", at: line - 1)
    try folder.write("App.swift", lines.joined(separator: "\n"))
    let run = try CLI.run(["lint", "App.swift"], in: URL(fileURLWithPath: folder.path))
    #expect(
      run.output.contains(
        "App.swift:\(line):1: warning: unknown rule 'parent-matches-child-internal' in "
          + "'tca-graph:disable:next'; did you mean 'parent-matches-child-internals'? "
          + "[invalid-directive]"), "\(run.output)")
    #expect(run.output.contains("[parent-matches-child-internals]"), "the finding is not silenced")
  }
}
