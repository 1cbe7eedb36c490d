import TCAGraph
import Testing
import TreeIntrospect

@testable import tca_graph

/// `lint --module` and the per-module-pair summary.
@Suite struct LintModuleTests {
  @Test func summaryTotalsEveryModulePair() throws {
    #expect(
      try CouplingSummary(graph: ModuleGraphs.modularApp()).table == """
        parent           child            delegate  private  private cases
        AppFeature       AppFeature.Path  0         0
        AppFeature       Catalogo         0         0
        AppFeature       Editor           2         2        guardadoTerminado, guardarPulsado
        AppFeature       Fila             1         0
        AppFeature       Lista            0         0
        AppFeature       ListaResenas     1         0
        AppFeature       Resena           2         1        borrarPulsado
        AppFeature.Path  Catalogo         0         0
        AppFeature.Path  ListaResenas     0         0
        AppFeature.Path  Resena           0         0
        Lista            EditorPerfil     2         0

        parent module  child module    delegate  private
        App            (no module)     0         0
        App            App             0         0
        App            EditorFeature   2         2
        App            ListFeature     1         0
        App            ReviewsFeature  3         1
        ListFeature    ListFeature     2         0

        """)
  }

  @Test func summaryWithoutModulesHasNoModuleTable() throws {
    #expect(try !CouplingSummary(graph: ExampleGraphs.coupledApp()).table.contains("parent module"))
    #expect(try CouplingSummary(graph: ExampleGraphs.coupledApp()).modulePairs.isEmpty)
  }

  @Test func summaryTouchingAModuleKeepsRowsEitherSide() throws {
    let summary = try CouplingSummary(graph: ModuleGraphs.modularApp())
      .touching(modules: ["ReviewsFeature"])
    #expect(summary.edges.map(\.child) == ["ListaResenas", "Resena", "ListaResenas", "Resena"])
    #expect(
      summary.modulePairs.map { "\($0.parentModule)→\($0.childModule)" } == [
        "App→ReviewsFeature"
      ])
  }

  @Test func findingsAreKeptForTheFeaturesOfTheModules() throws {
    let graph = try ModuleGraphs.modularApp()
    let all = LintRunner.check(graph)
    let coupling = all.filter { $0.ruleID == "parent-matches-child-internals" }
    #expect(coupling.count == 3)
    let app = LintRunner.findings(all, inModules: ["App"], of: graph)
    #expect(app.filter { $0.ruleID == "parent-matches-child-internals" } == coupling)
    #expect(!app.contains { $0.ruleID == "lane-violation" })
    let editor = LintRunner.findings(all, inModules: ["EditorFeature"], of: graph)
    #expect(editor.map(\.ruleID) == ["lane-violation"])
    #expect(editor.map(\.location) == [ExampleGraphs.at("Editor", 30)])
    #expect(
      LintRunner.findings(all, inModules: ["App", "EditorFeature"], of: graph) == all.sorted())
  }

  @Test func aNestedEnumFindingBelongsToTheModuleOfItsFeature() throws {
    var graph = ScanFixtureSupport.scan(
      source: """
        @Reducer
        struct Editor {
          struct State {}
          enum Action {
            case delegate(Delegate)
            enum Delegate { case saved }
          }
        }
        """
    ).graph
    for index in graph.features.indices { graph.features[index].module = "EditorFeature" }
    let findings = LintRunner.check(graph).filter {
      $0.ruleID == "nested-action-enum-not-case-pathable"
    }
    #expect(findings.count == 1)
    #expect(LintRunner.findings(findings, inModules: ["EditorFeature"], of: graph) == findings)
  }

  @Test func aFindingWithoutAPlaceBelongsToNoModule() throws {
    let finding = Finding(
      ruleID: "lane-violation", severity: .warning, message: "somewhere", location: nil)
    #expect(
      try LintRunner.findings([finding], inModules: ["App"], of: ModuleGraphs.modularApp()).isEmpty)
  }

  @Test func lintRejectsAModuleTheSourcesDoNotName() {
    let result = CLI.inProcess(
      ["lint", "Examples/CoupledApp", "--module", "Editor"],
      in: CLI.packageRoot.path)
    #expect(result.exitCode == LintExitCode.usage)
    #expect(result.errors.contains("unknown module 'Editor'"), "\(result.errors)")
  }

  @Test func lintHelpDocumentsModulesAndTheModuleSummary() throws {
    let run = try CLI.run(["lint", "--help"], in: CLI.packageRoot)
    #expect(run.output.contains("--module <NAME>"), "\(run.output)")
    #expect(run.output.contains("per module pair"), "\(run.output)")
  }
}
