import TCAGraph
import Testing

/// Suppression comments come from the comments of the scanner's parse of each file: a string
/// literal never suppresses, and a lint run does not read the scanned files again for them.
@Suite struct LintSuppressionScanTests {
  /// A parent matching its child's view action, reported on the line marked `↓`.
  static let coupled = ParentMatchesChildInternals.triggeringExamples[0].source

  @Test func aStringLiteralHoldingADirectiveSuppressesNothing() throws {
    let (source, markers) = ExampleMarkers.strip(Self.coupled)
    try #require(!markers.isEmpty)
    let quoted = source + "\nlet s = \"// tca-graph:disable all\"\n"
    #expect(LintRunner.lint(sources: [(path: "A.swift", text: quoted)]).count == markers.count)
    let multiline = source + "\nlet t = \"\"\"\n  // tca-graph:disable all\n  \"\"\"\n"
    #expect(LintRunner.lint(sources: [(path: "A.swift", text: multiline)]).count == markers.count)
    #expect(
      !Suppression(source: "let s = \"// tca-graph:disable all\"").suppresses(
        ruleID: "x", line: 1))
  }

  @Test func theScanCarriesEachFilesDirectives() {
    let result = SourceScanner().scan(sources: [
      (path: "A.swift", text: "// tca-graph:disable lane-violation\nstruct A {}\n"),
      (path: "B.swift", text: "struct B {} // tca-graph:disable:this all\n"),
      (path: "C.swift", text: "let c = \"// tca-graph:disable all\"\n"),
    ])
    #expect(result.suppressions.keys.sorted() == ["A.swift", "B.swift"])
    let regions = result.suppressions["A.swift"]?.regions
    #expect(regions?.map(\.line) == [1])
    #expect(regions?.map(\.rules) == [["lane-violation"]])
    #expect(result.suppressions["B.swift"]?.byLine == [1: ["all"]])
  }

  @Test func aLintRunUsesTheScannedCommentsWithoutReadingTheFiles() throws {
    let (source, markers) = ExampleMarkers.strip(Self.coupled)
    let line = try #require(markers.first?.line)
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[line - 1] += "  // tca-graph:disable:this parent-matches-child-internals"
    let scanned = SourceScanner().scan(sources: [
      (path: "A.swift", text: lines.joined(separator: "\n"))
    ])
    let empty = try TemporaryFolder()
    let report = try LintRunner.run(
      LintRequest(
        graph: scanned.graph, workingDirectory: empty.path, suppressions: scanned.suppressions)
    ).get()
    #expect(report.suppressedCount == 1)
    let onTheLine = report.findings.filter { $0.location?.line == line }
    #expect(onTheLine.isEmpty)
    let unreadNotes = report.notes.filter { $0.message.hasPrefix("cannot read") }
    #expect(unreadNotes.isEmpty)
  }
}
