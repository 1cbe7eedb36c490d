import Foundation
import TCAGraph
import Testing

/// Names, paths, messages and revisions written to break the diff comment's Markdown: a `|`
/// that ends a cell, backticks that open or close a code span, `<details>`, `</summary>` and
/// `<!--` that open or close a section or hide the rest, line breaks, a right-to-left override,
/// combining marks that hide a `|` or a backtick inside a larger character, backslashes before
/// a `|`, and very long paths; and a link base holding `|`, `)` and `<`. However they are
/// shortened or cut, every table keeps its shape.
@Suite struct HostileDiffCommentTests {
  static let hostile = [
    "A|B", "C`D``E", "<details><summary>x", "</summary></details>", "<!-- hide", "F\nG\r\nH",
    "I\u{202E}J", "K|\u{301}L", "`\u{301}M", "N\\", "O\\|P", " Q ", "**R**_S_[T](u)",
    String(repeating: "V/", count: 3_000),
  ]

  /// A head with a feature named by each hostile string, in a module, file and module so named,
  /// with such a case and child; a new and a fixed finding with such messages and places.
  static func report() -> ArchitectureDiffReport {
    let features = hostile.enumerated().map { index, name in
      Feature(
        id: FeatureID("\(index)" + name),
        actions: [
          ActionCase(name: name, lane: .view, location: SourceLocation(file: name, line: 2))
        ],
        children: index == 0
          ? []
          : [
            ChildScope(operator: .scope, statePath: name, actionPath: name, child: "0A|B", order: 0)
          ],
        location: SourceLocation(file: "Sources/\(name).swift", line: index + 1),
        module: name)
    }
    let base = [Feature(id: "0A|B", location: SourceLocation(file: "A|B.swift", line: 1))]
    let findings = hostile.map { name in
      Finding(
        ruleID: "lane-violation", severity: .warning, message: "\(name) sends \(name)",
        location: SourceLocation(file: name, line: 3))
    }
    return ArchitectureDiffReport(
      base: DiffRevision(ref: hostile.joined(), commit: "0123456789abcdef"),
      head: DiffRevision(ref: "<!--", commit: "fedcba9876543210"),
      changes: ArchitectureDiff(
        base: ArchitectureGraph(roots: base.map(\.id), features: base),
        head: ArchitectureGraph(roots: features.map(\.id), features: features)),
      findings: FindingChanges(new: findings, fixed: findings))
  }

  @Test(arguments: [DiffMarkdown.gitHubCommentLimit, 20_000, 3_000])
  func everyTableKeepsItsShapeWithinTheLimit(limit: Int) {
    for linkBase in [nil, "https://github.com/o/r/blob/abc", "https://x.example/a|b)c(d<e>`f\\"] {
      let text = DiffMarkdown(report: Self.report(), linkBase: linkBase, characterLimit: limit).text
      #expect(text.utf8.count <= limit)
      Self.expectWellFormed(text)
    }
  }

  /// Every row has as many cells as its table's head, on one line; outside code spans and link
  /// destinations no `<` or backtick is left unescaped; no hidden character is written; each
  /// `<details>` is closed; and the title is one line.
  static func expectWellFormed(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(
      text.unicodeScalars.allSatisfy { $0 == "\n" || !ReadableText.isHidden($0) },
      "a hidden character", sourceLocation: sourceLocation)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasPrefix("### Architecture diff: "), sourceLocation: sourceLocation)
    var columns: Int?
    for line in lines {
      guard line.hasPrefix("| ") else {
        columns = nil
        continue
      }
      let cells = delimiters(in: line) - 1
      if let columns {
        #expect(cells == columns, "\(line.prefix(300))", sourceLocation: sourceLocation)
      } else {
        columns = cells
      }
      let scalars = Array(
        InertMarkdown.outsideCodeSpans(withoutLinkDestinations(line)).unicodeScalars)
      for (index, scalar) in scalars.enumerated() where scalar == "<" || scalar == "`" {
        #expect(
          index > 0 && scalars[index - 1] == "\\", "unescaped \(scalar) in \(line.prefix(300))",
          sourceLocation: sourceLocation)
      }
    }
    let opened = lines.filter { $0.hasPrefix("<details><summary>") }.count
    #expect(opened == lines.filter { $0 == "</details>" }.count, sourceLocation: sourceLocation)
  }

  /// The `|` of `line` that GitHub reads as cell delimiters: those not escaped by a backslash.
  static func delimiters(in line: String) -> Int {
    let scalars = Array(line.unicodeScalars)
    return scalars.indices.filter { scalars[$0] == "|" && ($0 == 0 || scalars[$0 - 1] != "\\") }
      .count
  }

  /// `line` with each link destination, `](https…)`, taken out.
  static func withoutLinkDestinations(_ line: String) -> String {
    var text = line
    while let start = text.range(of: "](https"),
      let end = text[start.upperBound...].firstIndex(of: ")")
    {
      text.replaceSubrange(start.lowerBound...end, with: "]")
    }
    return text
  }
}
