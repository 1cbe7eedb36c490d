import Foundation
import TCAGraph
import Testing

/// The pull-request comment's folding, its cut under the size limit, and its escaping.
@Suite struct DiffMarkdownTests {
  /// A head with `count` features the base lacks, each in a file of its own.
  private func report(adding count: Int) -> ArchitectureDiffReport {
    let features = (0..<count).map { index in
      Feature(
        id: FeatureID(String(format: "Feature%02d", index)),
        location: SourceLocation(file: String(format: "Sources/F%02d.swift", index), line: 3))
    }
    return ArchitectureDiffReport(
      base: DiffRevision(ref: "main", commit: "0123456789abcdef"),
      head: DiffRevision(commit: "fedcba9876543210", workTree: true),
      changes: ArchitectureDiff(
        base: ArchitectureGraph(roots: [], features: []),
        head: ArchitectureGraph(roots: features.map(\.id), features: features)),
      findings: FindingChanges())
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
