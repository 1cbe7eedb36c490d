import Foundation
import TCAGraph
import Testing
import TreeIntrospect

@testable import tca_graph

@Suite struct LintConfigurationTests {
  func parse(_ json: String) throws -> LintConfiguration {
    try LintConfiguration.parse(Data(json.utf8), path: "proj/.tca-graph.json")
  }

  func error(_ json: String) -> String? {
    do {
      _ = try parse(json)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func readsEveryKey() throws {
    let configuration = try parse(
      """
      {"version": 1, "rules": {"lane-violation": "error", "delegate-names-a-command": "warning"},
       "commandWords": ["cierra"], "include": ["Sources/**"], "exclude": ["Sources/Gen/**"]}
      """)
    #expect(
      configuration.severities == ["lane-violation": .error, "delegate-names-a-command": .warning])
    #expect(configuration.commandWords == ["cierra"])
    #expect(configuration.include == ["Sources/**"])
    #expect(configuration.exclude == ["Sources/Gen/**"])
    #expect(configuration.severity(for: LaneViolation.self) == .error)
    #expect(configuration.severity(for: ForeignDelegateEmission.self) == .warning)
  }

  @Test(arguments: [
    (
      "{\"version\": 1, \"rulez\": {}}",
      "proj/.tca-graph.json:1: invalid configuration: unknown key 'rulez'; did you mean 'rules'?"
    ),
    ("{\"rules\": {}}", "proj/.tca-graph.json: invalid configuration: missing \"version\": 1"),
    (
      "{\"version\": 2}",
      "proj/.tca-graph.json:1: invalid configuration: version 2 is not supported (this build reads 1)"
    ),
    (
      "{\"version\": 1, \"rules\": {\"lane-violations\": \"error\"}}",
      "proj/.tca-graph.json:1: invalid configuration: unknown key 'rules.lane-violations'; "
        + "did you mean 'lane-violation'?"
    ),
    (
      "{\"version\": 1, \"rules\": {\"lane-violation\": \"fatal\"}}",
      "proj/.tca-graph.json:1: invalid configuration: 'rules.lane-violation' must be \"off\", "
        + "\"note\", \"warning\" or \"error\""
    ),
    (
      "{\"version\": 1, \"exclude\": \"Tests\"}",
      "proj/.tca-graph.json:1: invalid configuration: 'exclude' must be an array of strings"
    ),
    (
      "{\"version\": 1,",
      "proj/.tca-graph.json: invalid configuration: not valid JSON: unexpected end of file "
        + "during JSON parse"
    ),
    ("[1]", "proj/.tca-graph.json: invalid configuration: expected a JSON object at the top level"),
  ])
  func badConfigurationNamesTheFileAndTheProblem(json: String, message: String) {
    #expect(error(json) == message)
  }

  @Test func isFoundByWalkingUpFromTheFirstInput() throws {
    let root = try TemporaryFolder()
    try root.write("a/.tca-graph.json", "{\"version\": 1}")
    try root.write("a/b/c/Feature.swift", "")
    let found = LintConfiguration.find(from: ["a/b/c/Feature.swift"], workingDirectory: root.path)
    #expect(found == root.path + "/a/.tca-graph.json")
    #expect(LintConfiguration.find(from: ["a/b"], workingDirectory: root.path) == found)
  }
}

@Suite struct LintBaselineTests {
  let lines = ["A.swift": ["", "  case .editor(.view(.x)):", "  case .editor(.view(.x)):"]]

  func finding(_ line: Int, rule: String = "parent-matches-child-internals") -> Finding {
    Finding(
      ruleID: rule, severity: .warning, message: "m\(line)",
      location: .init(file: "A.swift", line: line))
  }

  func text(_ finding: Finding) -> String? {
    guard let location = finding.location else { return nil }
    return lines[location.file]?[location.line - 1]
  }

  @Test func matchesOnFileRuleAndLineTextNotLineNumbers() {
    let baseline = Baseline(findings: [finding(2)], lineText: text)
    #expect(
      baseline.entries == [
        .init(
          file: "A.swift", rule: "parent-matches-child-internals", text: "case .editor(.view(.x)):")
      ])
    let moved = finding(3)
    #expect(baseline.filter([moved], lineText: text).isEmpty)
    #expect(baseline.filter([moved, finding(2)], lineText: text).count == 1)
    #expect(baseline.filter([finding(3, rule: "lane-violation")], lineText: text).count == 1)
  }

  @Test func jsonIsDeterministicAndRoundTrips() throws {
    let baseline = Baseline(
      findings: [finding(3), finding(2, rule: "lane-violation")], lineText: text)
    let data = try baseline.jsonData()
    let reversed = Baseline(
      findings: [finding(2, rule: "lane-violation"), finding(3)], lineText: text)
    #expect(try reversed.jsonData() == data)
    let root = try TemporaryFolder()
    try root.write("baseline.json", String(decoding: data, as: UTF8.self))
    #expect(try Baseline.load(path: root.path + "/baseline.json") == baseline)
    try root.write("bad.json", "{\"version\": 1}")
    #expect(throws: LintError.self) { try Baseline.load(path: root.path + "/bad.json") }
  }
}

@Suite struct LintReporterTests {
  let findings = [
    Finding(
      ruleID: "parent-matches-child-internals", severity: .warning,
      message:
        "AppFeature matches Editor's internal action 'guardarPulsado'; match Editor.Action.delegate instead",
      location: .init(file: "Sources/App/AppFeature.swift", line: 42, column: 7)),
    Finding(
      ruleID: "lane-violation", severity: .error, message: "50% done, a,b: c",
      location: .init(file: "Sources/App/Editor.swift", line: 3, column: 1)),
  ]

  @Test func xcodeFormatIsTheCompilers() {
    #expect(
      XcodeReporter.report(findings) == """
        Sources/App/AppFeature.swift:42:7: warning: AppFeature matches Editor's internal action 'guardarPulsado'; match Editor.Action.delegate instead [parent-matches-child-internals]
        Sources/App/Editor.swift:3:1: error: 50% done, a,b: c [lane-violation]

        """)
    #expect(XcodeReporter.report([]) == "")
  }

  @Test func githubFormatEscapesCommandData() {
    #expect(
      GitHubReporter.report([findings[1]])
        == "::error file=Sources/App/Editor.swift,line=3,col=1,title=lane-violation::50%25 done, a,b: c [lane-violation]\n"
    )
  }

  @Test func jsonListsFindingsAndCounts() throws {
    let object = try JSONSerialization.jsonObject(
      with: Data(JSONReporter.report(findings).utf8))
    let document = try #require(object as? [String: Any])
    #expect(document["errors"] as? Int == 1)
    #expect(document["warnings"] as? Int == 1)
    let entries = try #require(document["findings"] as? [[String: Any]])
    #expect(
      entries.map { $0["rule"] as? String } == ["parent-matches-child-internals", "lane-violation"])
    #expect(entries.first?["line"] as? Int == 42)
    #expect(entries.first?["file"] as? String == "Sources/App/AppFeature.swift")
  }

  @Test func sarifHasTheStructureOfVersion210() throws {
    let object = try JSONSerialization.jsonObject(
      with: Data(SARIFReporter.report(findings).utf8))
    let log = try #require(object as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "tca-graph")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(
      rules.compactMap { $0["id"] as? String }
        == LintRules.all.map { $0.id })
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.map { $0["level"] as? String } == ["warning", "error"])
    #expect(
      results.map { $0["ruleId"] as? String } == [
        "parent-matches-child-internals", "lane-violation",
      ])
    let index = try #require(results[1]["ruleIndex"] as? Int)
    #expect(rules[index]["id"] as? String == "lane-violation")
    let location = try #require((results[0]["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    #expect(
      (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
        == "Sources/App/AppFeature.swift")
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 42)
    #expect(region["startColumn"] as? Int == 7)
  }
}

@Suite struct LintCommandLineTests {
  @Test(arguments: [
    (
      ["Sources", "--reportr", "json"],
      "error: unknown option '--reportr'; did you mean '--reporter'?"
    ),
    (
      ["Sources", "--reporter", "sarrif"],
      "error: unknown reporter 'sarrif' for '--reporter'; did you mean 'sarif'? (choose from xcode, json, sarif, github, github-actions-logging, checkstyle, junit, codeclimate, markdown)"
    ),
    (["Sources", "--baseline"], "error: '--baseline' needs a value (FILE)"),
    (["Sources", "--strict=yes"], "error: '--strict' takes no value"),
    (
      ["--strict"],
      "error: no input paths; pass the files or folders to lint, e.g. 'tca-graph lint Sources'"
    ),
    (
      ["Sources", "--baseline", "a.json", "--write-baseline", "b.json"],
      "error: '--baseline' and '--write-baseline' cannot be used together"
    ),
  ])
  func usageErrorsNameTheFlagAndExitTwo(arguments: [String], message: String) {
    let result = CLI.inProcess(["lint"] + arguments, in: "/")
    #expect(result.exitCode == 2)
    #expect(result.output == "")
    #expect(result.errors.hasPrefix(message))
  }

  @Test func missingInputIsAnInputError() throws {
    let root = try TemporaryFolder()
    let result = CLI.inProcess(["lint", "Nowhere"], in: root.path)
    #expect(result.exitCode == 2)
    #expect(result.errors == "error: cannot access 'Nowhere': no such file or folder\n")
  }

  @Test func badConfigurationIsAnInputErrorNamingTheFile() throws {
    let root = try TemporaryFolder()
    try root.write(".tca-graph.json", "{\"version\": 1, \"rules\": {\"lane\": \"off\"}}")
    try root.write("Sources/A.swift", "struct A {}\n")
    let result = CLI.inProcess(["lint", "Sources"], in: root.path)
    #expect(result.exitCode == 2)
    #expect(
      result.errors.hasPrefix(
        "error: .tca-graph.json:1: invalid configuration: unknown key 'rules.lane'"))
  }

  @Test func helpListsEveryRuleAndTheExitCodes() {
    let result = CLI.inProcess(["lint", "--help"], in: "/")
    #expect(result.exitCode == 0)
    for rule in LintRules.all {
      #expect(result.output.contains(rule.id))
      #expect(result.output.contains(rule.summary))
    }
    #expect(result.output.contains("delegate-names-a-command    (off) "))
    #expect(result.output.contains("--write-baseline <FILE>"))
  }
}

/// A fresh folder under the system's temporary directory, removed when the value goes away.
final class TemporaryFolder {
  let path: String

  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}
