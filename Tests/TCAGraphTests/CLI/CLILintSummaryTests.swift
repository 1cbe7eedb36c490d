import Foundation
import TCAGraph
import Testing

/// `lint`'s closing count on standard error, and `--allow-zero-features`, through the built
/// binary.
@Suite struct CLILintSummaryTests {
  private let app = "Examples/CoupledApp"

  @Test func theLastLineOnStandardErrorCountsFindingsErrorsFilesAndFeatures() throws {
    let run = try CLI.run(["lint", app], in: CLI.packageRoot)
    #expect(run.status == 1)
    let findings = run.output.split(separator: "\n")
    let errors = findings.filter { $0.contains(": error: ") }
    #expect(!findings.isEmpty && !errors.isEmpty)
    let files = try FileManager.default.contentsOfDirectory(
      atPath: CLI.packageRoot.path + "/" + app
    ).filter { $0.hasSuffix(".swift") }
    #expect(
      run.errors.hasSuffix(
        "\(findings.count) findings (\(errors.count) errors) in \(files.count) files, "
          + "10 features\n"), "\(run.errors)")
  }

  @Test func quietLeavesTheCountOut() throws {
    let run = try CLI.run(["lint", app, "--quiet"], in: CLI.packageRoot)
    #expect(run.status == 1)
    #expect(!run.errors.contains(" findings ("), "\(run.errors)")
  }

  @Test func theCountIsOnStandardErrorWhateverTheReporter() throws {
    let run = try CLI.run(["lint", app, "--reporter", "json"], in: CLI.packageRoot)
    #expect((try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) != nil)
    #expect(run.errors.contains(" findings ("), "\(run.errors)")
  }

  @Test func oneOfEachIsSingularAndAnIRFileNamesNoFiles() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("import ComposableArchitecture\n@Reducer struct Solo {}\n".utf8)
      .write(to: directory.appendingPathComponent("Solo.swift"))
    let scanned = try CLI.run(["lint", "Solo.swift"], in: directory)
    #expect(scanned.status == 0, "\(scanned.errors)")
    #expect(scanned.errors.hasSuffix("0 findings (0 errors) in 1 file, 1 feature\n"))
    try ModuleGraphs.modularApp().jsonData().write(to: directory.appendingPathComponent("g.json"))
    let read = try CLI.run(["lint", "--input", "g.json", "--module", "App"], in: directory)
    #expect(read.errors.hasSuffix(" in 2 features\n"), "\(read.errors)")
    #expect(!read.errors.contains(" files"), "\(read.errors)")
  }

  @Test(arguments: [
    ([], "in 0 files, 0 features"), (["notes"], "in 1 file, 0 features"),
    (["--input", "empty.json"], "in 0 features"),
  ])
  func nothingToLintPassesOnlyWithAllowZeroFeatures(inputs: [String], counted: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("notes"), withIntermediateDirectories: true)
    try Data("let reminder = 1\n".utf8)
      .write(to: directory.appendingPathComponent("notes/Reminder.swift"))
    try ArchitectureGraph(roots: [], features: []).jsonData()
      .write(to: directory.appendingPathComponent("empty.json"))
    let refused = try CLI.run(["lint"] + inputs, in: directory)
    #expect(refused.status == 2, "\(refused.errors)")
    let allowed = try CLI.run(["lint"] + inputs + ["--allow-zero-features"], in: directory)
    #expect(allowed.status == 0, "\(allowed.errors)")
    #expect(allowed.output.isEmpty)
    #expect(allowed.errors == "0 findings (0 errors) \(counted)\n", "\(allowed.errors)")
  }

  @Test func aModuleNoFeatureDeclaresPassesOnlyWithAllowZeroFeatures() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ModuleGraphs.modularApp().jsonData().write(to: directory.appendingPathComponent("g.json"))
    let whole = try CLI.run(["lint", "--input", "g.json", "--strict"], in: directory)
    #expect(whole.status == 1, "the app has findings: \(whole.output)")
    let refused = try CLI.run(
      ["lint", "--input", "g.json", "--module", "SettingsFeature"], in: directory)
    #expect(refused.status == 2)
    #expect(refused.errors.contains("unknown module 'SettingsFeature'"), "\(refused.errors)")
    let allowed = try CLI.run(
      [
        "lint", "--input", "g.json", "--module", "SettingsFeature", "--strict",
        "--allow-zero-features",
      ], in: directory)
    #expect(allowed.status == 0, "\(allowed.errors)")
    #expect(allowed.output.isEmpty)
    #expect(allowed.errors == "0 findings (0 errors) in 0 features\n")
    let mixed = try CLI.run(
      ["lint", "--input", "g.json", "--module", "SettingsFeature,App", "--allow-zero-features"],
      in: directory)
    let app = try CLI.run(["lint", "--input", "g.json", "--module", "App"], in: directory)
    #expect(mixed.status == app.status)
    #expect(mixed.output == app.output && !app.output.isEmpty)
  }
}
