import Foundation
import TCAGraph
import Testing
import TreeIntrospect

@testable import tca_graph

/// Lints the bundled example apps end to end, from source files on disk.
@Suite struct LintCoupledAppTests {
  static let packageRoot = TestPaths.packageRoot.path

  /// A finding reduced to what the seeded comments state: file, line and rule.
  struct Seed: Hashable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var rule: String

    static func < (lhs: Seed, rhs: Seed) -> Bool {
      (lhs.file, lhs.line, lhs.rule) < (rhs.file, rhs.line, rhs.rule)
    }
    var description: String { "\(file):\(line) \(rule)" }
  }

  /// Every `// seeded: rule-id[, rule-id]` comment in the Swift files under `folder`.
  static func seeds(in folder: String) throws -> [Seed] {
    let root = URL(fileURLWithPath: packageRoot)
    let enumerator = try #require(
      FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path))
    var seeds: [Seed] = []
    for case let name as String in enumerator where name.hasSuffix(".swift") {
      let file = folder + "/" + name
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        guard let marker = line.range(of: "// seeded: ") else { continue }
        for rule in line[marker.upperBound...].split(separator: ",") {
          seeds.append(
            Seed(file: file, line: index + 1, rule: rule.trimmingCharacters(in: .whitespaces)))
        }
      }
    }
    return seeds.sorted()
  }

  static func lint(_ folder: String) throws -> LintReport {
    try CLI.lintReport([folder], in: packageRoot)
  }

  @Test func coupledAppGivesExactlyTheSeededFindings() throws {
    let seeds = try Self.seeds(in: "Examples/CoupledApp")
    let graphRules = LintRules.all.filter { !$0.readsComments }.map { $0.id }
    #expect(Set(seeds.map(\.rule)) == Set(graphRules), "every graph rule is seeded at least once")
    let report = try Self.lint("Examples/CoupledApp")
    let found = report.findings.map {
      Seed(file: $0.location?.file ?? "", line: $0.location?.line ?? 0, rule: $0.ruleID)
    }
    #expect(found.sorted() == seeds)
    #expect(report.suppressedCount == 1)
    #expect(report.configurationPath?.hasSuffix("Examples/CoupledApp/.tca-graph.json") == true)
    #expect(
      report.findings.filter { $0.ruleID == "lane-violation" }.allSatisfy { $0.severity == .error })
    #expect(report.exitCode == 1)
  }

  @Test func cleanExampleAppGivesNoFindingsWithEveryRuleOn() throws {
    let folder = try TemporaryFolder()
    let rules = LintRules.ids.map { "\"\($0)\": \"error\"" }.joined(separator: ", ")
    try folder.write("all.json", "{\"version\": 1, \"rules\": {\(rules)}}")
    let report = try CLI.lintReport(
      [
        "Tests/TCAGraphTests/Fixtures/Scan/ExampleApp", "--config", folder.path + "/all.json",
        "--strict",
      ], in: Self.packageRoot)
    #expect(report.graph.features.count >= 8, "the fixture was scanned")
    #expect(report.graph.features.contains { !$0.handlers.isEmpty && !$0.emissions.isEmpty })
    #expect(report.findings.map { "\($0.location?.description ?? ""): \($0.message)" } == [])
    #expect(report.exitCode == 0)
  }

  @Test func findingsPointAtThePatternItself() throws {
    let report = try Self.lint("Examples/CoupledApp")
    func text(at finding: Finding) throws -> Substring {
      let location = try #require(finding.location)
      let source = try String(
        contentsOfFile: Self.packageRoot + "/" + location.file, encoding: .utf8)
      let line = source.split(separator: "\n", omittingEmptySubsequences: false)[location.line - 1]
      return Substring(line.utf8.dropFirst(location.column - 1))
    }
    let starts = try report.findings.map {
      "\($0.location?.file ?? ""): \(try text(at: $0).prefix(24))"
    }
    #expect(
      starts == [
        "Examples/CoupledApp/AppFeature.swift: AppFeature {  // seeded:",
        "Examples/CoupledApp/AppFeature.swift: ajustes: Editor.State?  ",
        "Examples/CoupledApp/AppFeature.swift: .editor(.presented(.view",
        "Examples/CoupledApp/AppFeature.swift: let .camino(.element(id:",
        "Examples/CoupledApp/AppFeature.swift: .send(.editor(.presented",
        "Examples/CoupledApp/AppView.swift: store.send(.editor(.pres",
        "Examples/CoupledApp/Avisos.swift: post(key: Enviado.self, ",
        "Examples/CoupledApp/Cuenta.swift: ifLet(\\.$perfil, action:",
        "Examples/CoupledApp/Cuenta.swift: ifLet(\\.$cuenta, action:",
        "Examples/CoupledApp/Cuenta.swift: Scope(state: \\.perfil, a",
        "Examples/CoupledApp/Editor.swift: Internal: Equatable {  /",
        "Examples/CoupledApp/Editor.swift: cierraElEditor  // seede",
        "Examples/CoupledApp/Editor.swift: send(.view(.guardarPulsa",
        "Examples/CoupledApp/Editor.swift: .delegate(.documentoGuar",
        "Examples/CoupledApp/EditorView.swift: store.send(._internal(.g",
        "Examples/CoupledApp/EditorView.swift: store.send(.delegate(.ci",
        "Examples/CoupledApp/Lista.swift: .view(.filaPulsada):  //",
        "Examples/CoupledApp/Lista.swift: refrescaLaLista  // seed",
        "Examples/CoupledApp/Lista.swift: state.$ultimaVisita.with",
        "Examples/CoupledApp/Resena.swift: Delegate: Equatable {  /",
        "Examples/CoupledApp/Resena.swift: state.$ultimaVisita.with",
        "Examples/CoupledApp/Resena.swift: .delegate:  // seeded: c",
      ])
  }

  @Test func xcodeReportOfTheCoupledAppNamesFeaturesAndCases() {
    let result = CLI.inProcess(
      [
        "lint", "Examples/CoupledApp/AppFeature.swift", "Examples/CoupledApp/Editor.swift",
      ],
      in: Self.packageRoot)
    #expect(
      result.output.contains(
        "Examples/CoupledApp/AppFeature.swift:37:12: warning: AppFeature matches Editor's view action 'guardarPulsado'; match Editor.Action.delegate instead [parent-matches-child-internals]\n"
      ))
    #expect(result.exitCode == 1)
  }

  @Test func summaryTableShowsPrivateCoupling() {
    let result = CLI.inProcess(
      ["lint", "Examples/CoupledApp", "--summary", "--reporter", "json"],
      in: Self.packageRoot)
    #expect(
      result.errors == """
        channel           access     count
        actionMatch       handles    6
        delegateEmission  emits      5
        childAction       sends      1
        presentation      presents   4
        dismissal         dismisses  2
        sharedState       reads      2
        sharedState       writes     2
        dependency        uses       0
        dependency        overrides  0
        event             posts      1
        event             listens    0
        preference        publishes  0
        preference        observes   0
        trigger           fires      0
        closure           calls      0
        10 feature(s), 1 shared key(s), 0 dependency client(s)

        shared key               written by
        appStorage:ultimaVisita  Fila, Resena

        parent           child            delegate  private  private cases
        AppFeature       AppFeature.Path  0         0
        AppFeature       Editor           1         2        cancelarPulsado, guardarPulsado
        AppFeature       Lista            0         0
        AppFeature       Resena           0         1        borrarPulsado
        AppFeature.Path  Resena           0         0
        Cuenta           Perfil           0         0
        Historial        Perfil           0         0
        Lista            Fila             1         1        filaPulsada
        Perfil           Cuenta           0         0
        Perfil           Historial        0         0
        22 findings (3 errors) in 8 files, 10 features

        """)
    #expect((try? JSONSerialization.jsonObject(with: Data(result.output.utf8))) != nil)
  }

  @Test func baselineAcceptsTodaysFindingsAndReportsNewOnes() throws {
    let folder = try TemporaryFolder()
    let result = CLI.inProcess(
      [
        "lint", "Examples/CoupledApp", "--write-baseline", folder.path + "/baseline.json",
      ],
      in: Self.packageRoot)
    #expect(result.exitCode == 0)
    #expect(result.output == "")
    #expect(result.errors.contains("wrote 22 finding(s) to baseline"))
    let second = CLI.inProcess(
      [
        "lint", "Examples/CoupledApp", "--baseline", folder.path + "/baseline.json", "--strict",
      ],
      in: Self.packageRoot)
    #expect(second.output == "")
    #expect(second.exitCode == 0)
    let baseline = try Baseline.load(path: folder.path + "/baseline.json")
    var fewer = baseline
    fewer.entries.removeAll { $0.rule == "unintegrated-child-state" }
    try folder.write("fewer.json", String(decoding: try fewer.jsonData(), as: UTF8.self))
    let third = CLI.inProcess(
      ["lint", "Examples/CoupledApp", "--baseline", folder.path + "/fewer.json"],
      in: Self.packageRoot)
    #expect(third.output.split(separator: "\n").count == 1)
    #expect(third.output.contains("[unintegrated-child-state]"))
    #expect(third.exitCode == 0)
  }
}
