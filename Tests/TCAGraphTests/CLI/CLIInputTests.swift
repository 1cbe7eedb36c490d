import Foundation
import TCAGraph
import Testing
import TreeIntrospect

@testable import tca_graph

/// The input options every command shares, run in process: `lint --input`, `--root` on an IR
/// file, and the scanning options an IR file rejects.
@Suite struct CLIInputTests {
  private static let packageRoot = CLI.packageRoot.path

  /// The CoupledApp's graph, scanned from the package root and written to `g.json` in a fresh
  /// folder.
  private static func coupledAppIR() throws -> URL {
    let dump = CLI.inProcess(
      ["dump", "Examples/CoupledApp"], in: packageRoot)
    #expect(dump.exitCode == 0, "\(dump.errors)")
    let folder = try CLI.temporaryDirectory()
    try Data(dump.output.utf8).write(to: folder.appendingPathComponent("g.json"))
    return folder
  }

  @Test func lintReadsAnIRFileAndAppliesTheSourcesComments() throws {
    let folder = try Self.coupledAppIR()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = CLI.inProcess(
      ["lint", "Examples/CoupledApp"], in: Self.packageRoot)
    let input = CLI.inProcess(
      [
        "lint", "--input", folder.path + "/g.json", "--config",
        "Examples/CoupledApp/.tca-graph.json",
      ], in: Self.packageRoot)
    #expect(sources.exitCode == 1)
    #expect(input.exitCode == sources.exitCode)
    #expect(input.output == sources.output)
    #expect(!input.errors.contains("cannot read"), "\(input.errors)")
  }

  @Test func lintOfAnIRFileWithoutItsSourcesSaysWhatDoesNotApply() throws {
    let folder = try Self.coupledAppIR()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = CLI.inProcess(
      ["lint", "Examples/CoupledApp"], in: Self.packageRoot)
    let elsewhere = CLI.inProcess(
      [
        "lint", "--input", "g.json", "--config",
        Self.packageRoot + "/Examples/CoupledApp/.tca-graph.json",
      ], in: folder.path)
    #expect(elsewhere.exitCode == 1)
    let count = { (text: String) in text.split(separator: "\n").count }
    #expect(count(elsewhere.output) == count(sources.output) + 1, "the suppressed one is back")
    #expect(
      elsewhere.errors.contains(
        "note: cannot read 'Examples/CoupledApp/AppFeature.swift' and 7 other file(s) named by "
          + "the findings' locations: suppression comments there do not apply"),
      "\(elsewhere.errors)")
  }

  @Test func rootRestrictsAnIRFile() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ModuleGraphs.modularApp().jsonData().write(to: folder.appendingPathComponent("g.json"))
    let run = CLI.inProcess(
      ["dump", "--input", "g.json", "--root", "AppFeature.Path"],
      in: folder.path)
    #expect(run.exitCode == 0, "\(run.errors)")
    let graph = try ArchitectureGraph(jsonData: Data(run.output.utf8))
    #expect(graph.roots == ["AppFeature.Path"])
    #expect(graph == (try ModuleGraphs.modularApp().rooted(at: "AppFeature.Path")))
    #expect(graph.feature("Resena") != nil && graph.feature("Catalogo") != nil)
    #expect(graph.feature("AppFeature") == nil && graph.feature("Editor") == nil)
    let lint = CLI.inProcess(
      ["lint", "--input", "g.json", "--root", "AppFeature.Path"],
      in: folder.path)
    #expect(lint.exitCode != 2, "\(lint.errors)")
  }

  @Test func anUnknownRootListsTheRootsAndSuggestsTheNearest() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ModuleGraphs.modularApp().jsonData().write(to: folder.appendingPathComponent("g.json"))
    for command in ["render", "dump", "lint"] {
      let run = CLI.inProcess(
        [command, "--input", "g.json", "--root", "Edtor"], in: folder.path)
      #expect(run.exitCode == 2)
      #expect(
        run.errors.hasPrefix(
          "error: no feature named 'Edtor' to use as the root; did you mean 'Editor'? "
            + "(roots: AppFeature)\nsee 'tca-graph \(command) --help'"), "\(run.errors)")
    }
    #expect(CLI.files(in: folder) == ["g.json"])
  }

  @Test(arguments: ["render", "dump", "lint"], InputOptions.scanning)
  func aScanningOptionIsRejectedWithAnIRFile(command: String, option: Option) throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ModuleGraphs.modularApp().jsonData().write(to: folder.appendingPathComponent("g.json"))
    let value = option.valueName == nil ? [] : ["Sources/**"]
    let run = CLI.inProcess(
      [command, "--input", "g.json", option.spelling] + value,
      in: folder.path)
    #expect(run.exitCode == 2)
    #expect(
      run.errors.hasPrefix(
        "error: '\(option.spelling)' is about scanning Swift sources; it does not apply with "
          + "'--input'"), "\(run.errors)")
    #expect(run.output == "")
    #expect(CLI.files(in: folder) == ["g.json"])
  }

  @Test func moduleAndFocusApplyToAnIRFile() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ModuleGraphs.modularApp().jsonData().write(to: folder.appendingPathComponent("g.json"))
    let dump = CLI.inProcess(
      ["dump", "--input", "g.json", "--module", "ListFeature"],
      in: folder.path)
    #expect(dump.exitCode == 0, "\(dump.errors)")
    let graph = try ArchitectureGraph(jsonData: Data(dump.output.utf8))
    #expect(graph.features.map(\.id).sorted() == ["EditorPerfil", "Fila", "Lista"])
    let render = CLI.inProcess(
      [
        "render", "--input", "g.json", "--focus", "AppFeature.Path", "--view", "composition",
        "--format", "dot",
      ], in: folder.path)
    #expect(render.exitCode == 0, "\(render.errors)")
    let dot = try String(
      contentsOf: folder.appendingPathComponent("out/composition.dot"), encoding: .utf8)
    #expect(dot.contains("Resena") && !dot.contains("Editor"), "\(dot)")
    let lint = CLI.inProcess(
      ["lint", "--input", "g.json", "--focus", "Lista"], in: folder.path)
    #expect(lint.exitCode == 2)
    #expect(lint.errors.hasPrefix("error: '--focus' draws one subtree"), "\(lint.errors)")
  }
}
