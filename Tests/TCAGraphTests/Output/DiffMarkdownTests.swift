import Foundation
import TCAGraph
import Testing

/// The pull-request comment's folding, its cut under the size limit, and its escaping.
@Suite struct DiffMarkdownTests {
  /// A head with `count` features the base lacks, each in a file of its own, and `findings` new.
  private func report(
    adding count: Int, findings: [Finding] = [], also extra: [Feature] = []
  ) -> ArchitectureDiffReport {
    let features =
      (0..<count).map { index in
        Feature(
          id: FeatureID(String(format: "Feature%02d", index)),
          location: SourceLocation(file: String(format: "Sources/F%02d.swift", index), line: 3))
      } + extra
    return ArchitectureDiffReport(
      base: DiffRevision(ref: "main", commit: "0123456789abcdef"),
      head: DiffRevision(commit: "fedcba9876543210", workTree: true),
      changes: ArchitectureDiff(
        base: ArchitectureGraph(roots: [], features: []),
        head: ArchitectureGraph(roots: features.map(\.id), features: features)),
      findings: FindingChanges(new: findings))
  }

  /// A new finding whose message and path are each `length` characters long.
  private func longFinding(_ length: Int) -> Finding {
    Finding(
      ruleID: "lane-violation", severity: .warning,
      message: "Start " + String(repeating: "m", count: length - 10) + " end.",
      location: SourceLocation(
        file: "Sources/" + String(repeating: "p", count: length - 14) + ".swift", line: 9))
  }

  /// How many of the rows `0..<count` of ``report(adding:findings:)`` `text` shows.
  private func shownRows(_ text: String, of count: Int) -> Int {
    (0..<count).filter { text.contains(row($0)) }.count
  }

  private func row(_ index: Int) -> String {
    String(
      format: "| added | `Feature%02d` | reducer |  | `Sources/F%02d.swift:3` |\n", index, index)
  }

  @Test func tableOfMoreThanTenRowsIsFolded() {
    let text = DiffMarkdown(report: report(adding: 11)).text
    #expect(
      text == """
        ### Architecture diff: `main` (`0123456789ab`) → work tree

        **Features: 11 added**

        <details><summary>Features (11)</summary>

        | change | feature | kind | module | where |
        | --- | --- | --- | --- | --- |

        """ + (0..<11).map(row).joined() + "\n</details>\n")
    #expect(!DiffMarkdown(report: report(adding: 10)).text.contains("<details>"))
  }

  @Test func rowsPastTheLimitAreCutWithANote() {
    let limit = 1_200
    let text = DiffMarkdown(report: report(adding: 40), characterLimit: limit).text
    #expect(text.utf8.count <= limit)
    let shown = (0..<40).filter { text.contains(row($0)) }.count
    // 206 bytes of title, summary and table head, 61 a row, 400 kept for closing: 9 rows fit.
    #expect(shown == 9)
    #expect(
      text.hasSuffix(
        row(8) + "\n</details>\n\n> **Cut:** 31 more rows are not shown, to keep this comment "
          + "under GitHub's 65,536-character limit; `tca-graph diff --format json` lists every "
          + "change.\n"))
  }

  @Test func theDefaultLimitIsGitHubs() {
    let text = DiffMarkdown(report: report(adding: 2_000)).text
    #expect(text.utf8.count <= 65_536)
    #expect(text.utf8.count > 60_000)
    #expect(text.contains("> **Cut:** "))
  }

  @Test func aFindingTooLongForTheCommentIsShortenedAndEveryLaterRowWritten() {
    let text = DiffMarkdown(report: report(adding: 20, findings: [longFinding(70_000)])).text
    #expect(text.utf8.count <= DiffMarkdown.gitHubCommentLimit)
    let message =
      "Start " + String(repeating: "m", count: 34) + "…" + String(repeating: "m", count: 34)
      + " end."
    let place =
      "`Sources/" + String(repeating: "p", count: 32) + "…" + String(repeating: "p", count: 33)
      + ".swift:9`"
    #expect(text.contains("| warning | `lane-violation` | \(message) | \(place) |\n"), "\(text)")
    #expect(shownRows(text, of: 20) == 20)
    #expect(
      text.hasSuffix(
        "\n> **Cut:** 1 row is shortened, to keep this comment under GitHub's 65,536-character "
          + "limit; `tca-graph diff --format json` lists every change.\n"))
  }

  @Test func aRowThatDoesNotFitEvenShortenedIsLeftOutAndTheRowsAfterItAreWritten() {
    // A name of bidirectional controls, each written as an eight-byte escape (`\u{202E}`), is
    // over 600 bytes even shortened to 80 characters; the six other rows take 366.
    let long = Feature(
      id: FeatureID("Feature00" + String(repeating: "\u{202E}", count: 5_000)),
      location: SourceLocation(file: "Sources/Long.swift", line: 1))
    let report = report(adding: 6, also: [long])
    #expect(report.changes.features.map(\.feature)[1] == long.id, "sorted second")
    let text = DiffMarkdown(report: report, characterLimit: 1_000).text
    #expect(text.utf8.count <= 1_000)
    #expect(!text.contains("Long.swift"), "\(text)")
    #expect(shownRows(text, of: 6) == 6)
    #expect(
      text.hasSuffix(
        row(5) + "\n> **Cut:** 1 more row is not shown, to keep this comment under GitHub's "
          + "65,536-character limit; `tca-graph diff --format json` lists every change.\n"),
      "\(text)")
  }

  @Test func newFindingsAfterOneTooLongAreWrittenAndHaveTheRoomBeforeTheChanges() {
    let findings =
      [longFinding(70_000)]
      + (1..<3).map { index in
        Finding(
          ruleID: "lane-violation", severity: .warning,
          message: "Finding \(index) sends a view action",
          location: SourceLocation(file: "Sources/F.swift", line: index + 1))
      }
    let text = DiffMarkdown(report: report(adding: 40, findings: findings), characterLimit: 1_500)
      .text
    #expect(text.utf8.count <= 1_500)
    #expect(text.contains("| warning | `lane-violation` | Start mmm"), "\(text)")
    for index in 1..<3 { #expect(text.contains("Finding \(index) sends a view action")) }
    let shown = shownRows(text, of: 40)
    #expect(shown > 0 && shown < 40)
    #expect(
      text.contains("> **Cut:** \(40 - shown) more rows are not shown and 1 row is shortened"),
      "\(text)")
  }

  @Test func aLongRevisionNameIsShortenedInTheTitle() {
    var report = report(adding: 1)
    report.base = DiffRevision(ref: String(repeating: "r", count: 70_000), commit: "0123456789ab")
    let text = DiffMarkdown(report: report).text
    #expect(text.utf8.count < 1_000)
    #expect(text.hasPrefix("### Architecture diff: `" + String(repeating: "r", count: 40) + "…"))
    #expect(shownRows(text, of: 1) == 1)
  }

  @Test func namesAndPathsCannotBreakTheTableOrTheLink() {
    let feature = Feature(
      id: FeatureID("A|B`C"), location: SourceLocation(file: "Sources/My (App)/a b.swift", line: 7))
    let report = ArchitectureDiffReport(
      base: DiffRevision(ref: "main"), head: DiffRevision(workTree: true),
      changes: ArchitectureDiff(
        base: ArchitectureGraph(roots: [], features: []),
        head: ArchitectureGraph(roots: [feature.id], features: [feature])),
      findings: FindingChanges())
    let text = DiffMarkdown(report: report, linkBase: "https://github.com/o/r/blob/abc/").text
    #expect(
      text.contains(
        "| added | ``A\\|B`C`` | reducer |  | [`Sources/My (App)/a b.swift:7`]"
          + "(https://github.com/o/r/blob/abc/Sources/My%20%28App%29/a%20b.swift#L7) |\n"))
  }
}
