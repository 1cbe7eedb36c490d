import Foundation
import TCAGraph
import Testing

/// Every registered reporter's output on ``ReporterSamples/findings`` and on no findings, against
/// a golden file, and the escaping each one promises.
@Suite struct ReporterGoldenTests {
  /// The golden files write the tool's version as `<version>` (SARIF names it), so a release
  /// changes the version in one place and no golden file.
  @Test(arguments: Reporters.identifiers)
  func matchesItsGoldenFile(identifier: String) throws {
    let reporter = try #require(Reporters.reporter(identifier: identifier))
    let report = reporter.report(ReporterSamples.findings).replacingOccurrences(
      of: "\"\(TCAGraphVersion.current)\"", with: "\"<version>\"")
    try expectSnapshot(report, named: ReporterSamples.goldenFile(of: reporter))
  }

  @Test func everyGoldenFileBelongsToARegisteredReporter() throws {
    let folder = TestPaths.tests.appendingPathComponent("Snapshots/reporters")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(
      Set(files.map { "reporters/" + $0 })
        == Set(Reporters.all.map { ReporterSamples.goldenFile(of: $0) }))
  }

  @Test(arguments: Reporters.identifiers)
  func documentsStayWellFormedWithoutFindings(identifier: String) throws {
    let reporter = try #require(Reporters.reporter(identifier: identifier))
    let empty = reporter.report([])
    #expect(reporter.isDocument ? !empty.isEmpty : empty.isEmpty)
    if reporter.isDocument { #expect(empty.hasSuffix("\n")) }
  }

  @Test func aNewlineInAFileNameDoesNotSplitAnXcodeDiagnostic() {
    let lines = XcodeReporter.report(ReporterSamples.findings).split(separator: "\n")
    #expect(lines.count == ReporterSamples.findings.count)
    #expect(lines[2].hasPrefix(#"Sources/App/New\nLine.swift:9:5: warning: "#))
    #expect(lines[2].contains(#"\u{1B}[31m\nsecond line"#))
  }

  @Test func githubCommandsHoldNoRawControlCharacter() {
    let lines = GitHubReporter.report(ReporterSamples.findings).split(separator: "\n")
    #expect(lines.count == ReporterSamples.findings.count)
    #expect(lines[2].hasPrefix("::warning file=Sources/App/New%0ALine.swift,line=9,col=5,"))
    #expect(lines[2].hasSuffix(#"`x` \u{1B}[31m%0Asecond line [lane-violation]"#))
  }

  @Test func eachFormatWritesANoteInItsOwnWord() throws {
    let note = ReporterSamples.findings[4]
    #expect(note.severity == .note)
    #expect(XcodeReporter.report([note]).hasPrefix("Sources/App/Resena.swift:14:9: note: "))
    #expect(
      GitHubReporter.report([note]).hasPrefix(
        "::notice file=Sources/App/Resena.swift,line=14,col=9,title=shared-state-written-by-many::")
    )
    #expect(CheckstyleReporter.report([note]).contains(#"severity="info""#))
    #expect(MarkdownReporter.report([note]).contains("\n0 errors, 0 warnings, 1 note\n"))
    func json(_ reporter: any Reporter.Type) throws -> Any {
      try JSONSerialization.jsonObject(with: Data(reporter.report([note]).utf8))
    }
    let document = try #require(try json(JSONReporter.self) as? [String: Any])
    #expect(document["notes"] as? Int == 1 && document["warnings"] as? Int == 0)
    let issues = try #require(try json(CodeClimateReporter.self) as? [[String: Any]])
    #expect(issues.map { $0["severity"] as? String } == ["info"])
    let log = try #require(try json(SARIFReporter.self) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    #expect(result["level"] as? String == "note")
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let rule = try #require(rules.first { $0["id"] as? String == SharedStateWrittenByMany.id })
    #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == "note")
  }

  @Test func githubActionsLoggingIsAnAliasOfGithub() throws {
    let alias = try #require(Reporters.reporter(identifier: "github-actions-logging"))
    #expect(alias.identifier == GitHubReporter.identifier)
    #expect(Reporters.names.contains("github-actions-logging"))
  }

  @Test func jsonDocumentsParseWithTheirControlCharacters() throws {
    let documents: [any Reporter.Type] = [
      JSONReporter.self, SARIFReporter.self, CodeClimateReporter.self,
    ]
    for reporter in documents {
      let text = reporter.report(ReporterSamples.findings)
      #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
      #expect(!text.contains("New\nLine"), "\(reporter.identifier) escapes the newline")
      #expect(!text.contains("\u{1B}"), "\(reporter.identifier) escapes the escape character")
    }
  }

  @Test func sarifIndexesInvalidDirectiveFindingsToTheirDriverRule() throws {
    let finding = Finding(
      ruleID: InvalidDirective.id, severity: .warning, message: "unknown directive",
      location: .init(file: "A.swift", line: 1, column: 1))
    let data = Data(SARIFReporter.report([finding]).utf8)
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let index = try #require(result["ruleIndex"] as? Int)
    #expect(rules[index]["id"] as? String == InvalidDirective.id)
  }

  @Test func sarifNamesAnAbsolutePathByAFileURIWithoutABase() throws {
    let finding = Finding(
      ruleID: "lane-violation", severity: .warning, message: "m",
      location: .init(file: "/src/My App/A.swift", line: 1, column: 1))
    let data = Data(SARIFReporter.report([finding]).utf8)
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let result = try #require(
      ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    let artifact = try #require(
      (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "file:///src/My%20App/A.swift")
    #expect(artifact["uriBaseId"] == nil)
  }

  @Test func codeClimateFingerprintsIgnoreTheLineAndTellDuplicatesApart() throws {
    let finding = ReporterSamples.findings[0]
    var moved = finding
    moved.location?.line += 10
    func fingerprints(_ findings: [Finding]) throws -> [String] {
      let data = Data(CodeClimateReporter.report(findings).utf8)
      let issues = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
      return issues.compactMap { $0["fingerprint"] as? String }
    }
    #expect(try fingerprints([finding]) == fingerprints([moved]))
    let twice = try fingerprints([finding, moved])
    #expect(twice.count == 2 && twice[0] != twice[1])
  }

  @Test func markdownRowsKeepOneLineAndFiveCells() {
    let rows = MarkdownReporter.report(ReporterSamples.findings).split(separator: "\n")
      .filter { $0.hasPrefix("| ") }
    #expect(rows.count == ReporterSamples.findings.count + 2, "a header, a rule, the findings")
    for row in rows {
      let unescapedBars = row.indices.filter { index in
        row[index] == "|" && (index == row.startIndex || row[row.index(before: index)] != "\\")
      }
      #expect(unescapedBars.count == 6, "\(row)")
    }
  }
}

/// What code scanning needs of a SARIF log besides the results: who wrote it, where its rules are
/// documented, and fingerprints that survive lines moving.
@Suite struct SARIFDriverTests {
  private func run(_ findings: [Finding]) throws -> [String: Any] {
    let data = Data(SARIFReporter.report(findings).utf8)
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require((log["runs"] as? [[String: Any]])?.first)
  }

  @Test func theDriverNamesItsVersionHomeAndEachRulesHelp() throws {
    let driver = try #require((try run([])["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["version"] as? String == TCAGraphVersion.current)
    #expect(driver["semanticVersion"] as? String == TCAGraphVersion.current)
    #expect(driver["informationUri"] as? String == TCAGraphVersion.repositoryURL)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == LintRules.all.count)
    for (rule, type) in zip(rules, LintRules.all) {
      #expect(rule["helpUri"] as? String == TCAGraphVersion.rulesDocumentURL + "#" + type.id)
      let help = try #require((rule["help"] as? [String: Any])?["text"] as? String)
      #expect(help.hasSuffix(type.rationale))
    }
  }

  @Test func partialFingerprintsIgnoreTheLineAndTellDuplicatesApart() throws {
    let finding = ReporterSamples.findings[0]
    var moved = finding
    moved.location?.line += 10
    func fingerprints(_ findings: [Finding]) throws -> [String] {
      let results = try #require(try run(findings)["results"] as? [[String: Any]])
      return results.compactMap {
        ($0["partialFingerprints"] as? [String: String])?["tcaGraphFinding/v1"]
      }
    }
    #expect(try fingerprints([finding]) == fingerprints([moved]))
    let twice = try fingerprints([finding, moved])
    #expect(twice.count == 2 && twice[0] != twice[1])
    var other = finding
    other.message += "!"
    #expect(try fingerprints([other]) != fingerprints([finding]))
  }
}
