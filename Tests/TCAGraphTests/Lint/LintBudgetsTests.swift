import Foundation
import TCAGraph
import Testing
import TreeIntrospect

@testable import tca_graph

/// `lint --write-budgets`: the ratchet, the edit of the configuration's text, and the command.
@Suite struct LintBudgetsTests {
  @Test func theRatchetAddsLowersAndKeepsButNeverLoosens() {
    let ratchet = BudgetRatchet(
      existing: [.childrenPerFeature: 2, .depth: 9, .actionCasesPerFeature: 7],
      maxima: [
        .childrenPerFeature: 3, .depth: 4, .actionCasesPerFeature: 7, .stateFieldsPerFeature: 5,
      ])
    #expect(
      ratchet.budgets == [
        .childrenPerFeature: 2, .actionCasesPerFeature: 7, .stateFieldsPerFeature: 5,
        .dependenciesPerFeature: 1, .sharedKeysPerFeature: 1, .depth: 4, .destinationCases: 1,
      ])
    #expect(
      ratchet.messages == [
        "kept budgets.childrenPerFeature at 2, below today's maximum of 3; budget-exceeded "
          + "reports what exceeds it",
        "set budgets.stateFieldsPerFeature to 5, today's maximum",
        "set budgets.dependenciesPerFeature to 1, the least budget: nothing has any today",
        "set budgets.sharedKeysPerFeature to 1, the least budget: nothing has any today",
        "lowered budgets.depth from 9 to 4, today's maximum",
        "set budgets.destinationCases to 1, the least budget: nothing has any today",
      ])
    let again = BudgetRatchet(existing: ratchet.budgets, maxima: [.childrenPerFeature: 2])
    #expect(again.budgets[.depth] == 1, "a smaller app tightens every budget")
    let settled = BudgetRatchet(
      existing: Dictionary(uniqueKeysWithValues: Budget.allCases.map { ($0, 1) }), maxima: [:])
    #expect(settled.messages == ["budgets unchanged: each is at today's maximum"])
  }

  private static let budgets: Budgets = [.childrenPerFeature: 3, .depth: 2]

  private func replacing(_ text: String) -> String {
    String(decoding: BudgetsText.replacing(Self.budgets, in: Data(text.utf8)), as: UTF8.self)
  }

  @Test func anExistingSectionIsReplacedWhereItIsAndTheRestKeptByteForByte() {
    let text = """
      {
          "version": 1,
          "budgets": {
              "depth": 9
          },
          "exclude": [ "Generated/**" ]
      }

      """
    #expect(
      replacing(text) == """
        {
            "version": 1,
            "budgets": {
                "childrenPerFeature": 3,
                "depth": 2
            },
            "exclude": [ "Generated/**" ]
        }

        """)
    #expect(
      replacing(#"{"version": 1, "budgets": {"depth": 9}, "rules": {}}"#)
        == #"{"version": 1, "budgets": {"childrenPerFeature": 3, "depth": 2}, "rules": {}}"#)
  }

  @Test func aMissingSectionIsAddedLastInTheFilesIndentation() {
    #expect(
      replacing("{\n\t\"version\": 1,\n\t\"rules\": {\"lane-violation\": \"error\"}\n}\n")
        == "{\n\t\"version\": 1,\n\t\"rules\": {\"lane-violation\": \"error\"},\n\t\"budgets\": "
        + "{\n\t\t\"childrenPerFeature\": 3,\n\t\t\"depth\": 2\n\t}\n}\n")
    #expect(
      replacing(#"{"version": 1}"#)
        == #"{"version": 1, "budgets": {"childrenPerFeature": 3, "depth": 2}}"#)
    #expect(
      String(decoding: BudgetsText.newFile(Self.budgets), as: UTF8.self) == """
        {
          "version": 1,
          "budgets": {
            "childrenPerFeature": 3,
            "depth": 2
          }
        }

        """)
  }

  /// A folder holding an app whose root composes two children, three levels deep.
  private func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let leaf = { (name: String) in
      """
      @Reducer
      struct \(name) {
        struct State {}
        enum Action { case pulsado }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
      }

      """
    }
    try folder.write(
      "Sources/App.swift",
      """
      @Reducer
      struct App {
        struct State {
          var lista = Lista.State()
          var perfil = Perfil.State()
        }
        enum Action {
          case lista(Lista.Action)
          case perfil(Perfil.Action)
        }
        var body: some ReducerOf<Self> {
          Scope(state: \\.lista, action: \\.lista) { Lista() }
          Scope(state: \\.perfil, action: \\.perfil) { Perfil() }
        }
      }

      @Reducer
      struct Lista {
        struct State { var fila = Fila.State() }
        enum Action { case fila(Fila.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.fila, action: \\.fila) { Fila() }
        }
      }

      """ + leaf("Fila") + leaf("Perfil"))
    return folder
  }

  @Test func writeBudgetsCreatesTheFileWithTodaysMaximaAndSaysSo() throws {
    let folder = try app()
    let run = CLI.inProcess(["lint", "Sources", "--write-budgets"], in: folder.path)
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(
      run.errors == """
        .tca-graph.json: set budgets.childrenPerFeature to 2, today's maximum
        .tca-graph.json: set budgets.actionCasesPerFeature to 2, today's maximum
        .tca-graph.json: set budgets.stateFieldsPerFeature to 2, today's maximum
        .tca-graph.json: set budgets.dependenciesPerFeature to 1, the least budget: nothing has any today
        .tca-graph.json: set budgets.sharedKeysPerFeature to 1, the least budget: nothing has any today
        .tca-graph.json: set budgets.depth to 3, today's maximum
        .tca-graph.json: set budgets.destinationCases to 1, the least budget: nothing has any today
        0 findings (0 errors) in 1 file, 4 features

        """)
    let written = try String(contentsOfFile: folder.path + "/.tca-graph.json", encoding: .utf8)
    #expect(
      written.hasPrefix("{\n  \"version\": 1,\n  \"budgets\": {\n    \"childrenPerFeature\": 2,"))
    let again = CLI.inProcess(["lint", "Sources", "--write-budgets"], in: folder.path)
    #expect(
      again.errors == ".tca-graph.json: budgets unchanged: each is at today's maximum\n"
        + "0 findings (0 errors) in 1 file, 4 features\n")
    #expect(
      try String(contentsOfFile: folder.path + "/.tca-graph.json", encoding: .utf8) == written)
  }

  @Test func aBudgetKeptBelowTodaysMaximumReportsInTheSameRun() throws {
    let folder = try app()
    try folder.write(
      ".tca-graph.json",
      "{\n  \"version\": 1,\n  \"rules\": {\"budget-exceeded\": \"error\"},\n"
        + "  \"budgets\": {\"depth\": 2, \"childrenPerFeature\": 5}\n}\n")
    let run = CLI.inProcess(["lint", "Sources", "--write-budgets"], in: folder.path)
    #expect(run.exitCode == LintExitCode.findings)
    #expect(
      run.output
        == "Sources/App.swift:2:8: error: App's composition is 3 levels deep (App → Lista → "
        + "Fila), budget 2 (budgets.depth) [budget-exceeded]\n")
    #expect(run.errors.contains(".tca-graph.json: lowered budgets.childrenPerFeature from 5 to 2"))
    #expect(
      run.errors.contains(".tca-graph.json: kept budgets.depth at 2, below today's maximum of 3"))
    let text = try String(contentsOfFile: folder.path + "/.tca-graph.json", encoding: .utf8)
    #expect(
      text.hasPrefix("{\n  \"version\": 1,\n  \"rules\": {\"budget-exceeded\": \"error\"},\n"))
    #expect(text.contains(#""budgets": {"childrenPerFeature": 2, "actionCasesPerFeature": 2, "#))
  }

  @Test func writeBudgetsIntoAConfigFileThatIsMissingCreatesIt() throws {
    let folder = try app()
    let run = CLI.inProcess(
      ["lint", "Sources", "--write-budgets", "--config", "ci/budgets.json"],
      in: folder.path)
    #expect(
      run.errors.hasPrefix("ci/budgets.json: set budgets.childrenPerFeature to 2"), "\(run.errors)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/ci/budgets.json"))
  }

  @Test(arguments: [["--root", "Lista"], ["--module", "App"]])
  func writeBudgetsMeasuresTheWholeApp(restriction: [String]) throws {
    let folder = try app()
    let run = CLI.inProcess(
      ["lint", "Sources", "--write-budgets"] + restriction, in: folder.path)
    #expect(run.exitCode == LintExitCode.usage)
    #expect(
      run.errors.contains(
        "'--write-budgets' measures the whole app; it cannot be used with '\(restriction[0])'"),
      "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/.tca-graph.json"))
  }

  @Test func aBadConfigurationIsNotWrittenOver() throws {
    let folder = try app()
    let bad = "{\"version\": 1,\n \"budgets\": {\"depth\": 0}}\n"
    try folder.write(".tca-graph.json", bad)
    let run = CLI.inProcess(["lint", "Sources", "--write-budgets"], in: folder.path)
    #expect(run.exitCode == LintExitCode.usage)
    #expect(
      run.errors.contains(
        ".tca-graph.json:2: invalid configuration: 'budgets.depth' must be a positive integer, "
          + "not 0"), "\(run.errors)")
    #expect(try String(contentsOfFile: folder.path + "/.tca-graph.json", encoding: .utf8) == bad)
  }
}
