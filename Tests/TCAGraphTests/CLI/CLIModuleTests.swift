import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// `--module` and the modules view, run through the `tca-graph` executable.
@Suite struct CLIModuleTests {
  @Test func theModulesViewIsADefaultViewAndInTheHelp() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try CLI.run(["example", "--format", "svg,dot"], in: directory)
    #expect(run.status == 0, "\(run.errors)")
    let files = CLI.files(in: directory.appendingPathComponent("out"))
    #expect(files.contains("modules.svg") && files.contains("modules.dot"), "\(files)")
    let dot = try String(
      contentsOf: directory.appendingPathComponent("out/modules.dot"), encoding: .utf8)
    #expect(dot.contains("no module information"))
    let help = try CLI.run(["render", "--help"], in: directory)
    #expect(
      help.output.contains("coupling, modules, shared-state, dependencies (default: all)"),
      "\(help.output)")
    #expect(help.output.contains("--module <NAME>"), "\(help.output)")
  }

  @Test func renderWithModulesDrawsOnlyTheirFeatures() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ModuleGraphs.modularApp().jsonData().write(to: directory.appendingPathComponent("g.json"))
    let run = try CLI.run(
      [
        "render", "--input", "g.json", "--module", "App", "--module=EditorFeature", "--view",
        "modules,composition", "--format", "dot,json",
      ], in: directory)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("rendered 3 features"), "\(run.output)")
    let written = try ArchitectureGraph(
      jsonData: Data(contentsOf: directory.appendingPathComponent("out/architecture.json")))
    #expect(written.features.map(\.id) == ["AppFeature", "AppFeature.Path", "Editor"])
    let dot = try String(
      contentsOf: directory.appendingPathComponent("out/modules.dot"), encoding: .utf8)
    #expect(dot.contains(#"label="EditorFeature""#))
    #expect(!dot.contains(#"label="ListFeature""#))
    #expect(dot.contains(#"Lista\n(not in the graph)"#))
  }

  @Test func anUnknownModuleIsAUsageErrorAndWritesNothing() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ModuleGraphs.modularApp().jsonData().write(to: directory.appendingPathComponent("g.json"))
    let run = try CLI.run(
      ["render", "--input", "g.json", "--module", "Ap,ListFeature"], in: directory)
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "unknown module 'Ap'; did you mean 'App'? "
          + "(modules: App, EditorFeature, ListFeature, ReviewsFeature)"), "\(run.errors)")
    #expect(run.errors.contains("see 'tca-graph render --help'"), "\(run.errors)")
    #expect(CLI.files(in: directory) == ["g.json"])
  }
}
