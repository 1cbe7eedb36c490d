import Foundation
import TCAGraph
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `lint --output`, `--absolute-paths`, `--quiet` and the reporters, through the built binary.
@Suite struct CLILintOptionsTests {
  private let app = "Examples/CoupledApp"

  @Test func outputWritesTheReportIntoAFileInstead() throws {
    let folder = try TemporaryFolder()
    let printed = try CLI.run(["lint", app], in: CLI.packageRoot)
    #expect(printed.status == 1)
    let report = folder.path + "/reports/lint.txt"
    let written = try CLI.run(["lint", app, "--output", report], in: CLI.packageRoot)
    #expect(written.status == printed.status)
    #expect(written.output.isEmpty)
    #expect(try String(contentsOfFile: report, encoding: .utf8) == printed.output)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path + "/reports") == [
        "lint.txt"
      ], "no staging folder is left")
  }

  @Test func outputDashIsStandardOutput() throws {
    let folder = try TemporaryFolder()
    let run = try CLI.run(
      ["lint", CLI.packageRoot.path + "/" + app, "--output", "-"],
      in: URL(fileURLWithPath: folder.path))
    #expect(run.status == 1)
    #expect(run.output.contains("[parent-matches-child-internals]"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func outputIntoAFolderIsAnErrorNamingIt() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/taken", withIntermediateDirectories: true)
    let run = try CLI.run(
      ["lint", app, "--output", folder.path + "/taken"], in: CLI.packageRoot)
    #expect(run.status == 2)
    #expect(run.errors.contains("taken"), "\(run.errors)")
  }

  @Test func pathsAreRelativeUnlessAbsolutePathsIsGiven() throws {
    let relative = try CLI.run(["lint", app], in: CLI.packageRoot)
    let absolute = try CLI.run(["lint", app, "--absolute-paths"], in: CLI.packageRoot)
    let relativeLines = relative.output.split(separator: "\n")
    let absoluteLines = absolute.output.split(separator: "\n")
    #expect(!relativeLines.isEmpty && relativeLines.count == absoluteLines.count)
    for (short, long) in zip(relativeLines, absoluteLines) {
      #expect(short.hasPrefix(app + "/"))
      #expect(long == CLI.packageRoot.standardizedFileURL.path + "/" + short)
    }
  }

  @Test func quietLeavesOutNotesAndStatusLines() throws {
    let folder = try TemporaryFolder()
    let baseline = folder.path + "/baseline.json"
    let loud = try CLI.run(["lint", app, "--write-baseline", baseline], in: CLI.packageRoot)
    #expect(loud.errors.contains("wrote "), "\(loud.errors)")
    let quiet = try CLI.run(
      ["lint", app, "--write-baseline", baseline, "--quiet"], in: CLI.packageRoot)
    #expect(quiet.status == loud.status)
    #expect(!quiet.errors.contains("wrote "))
    #expect(!quiet.errors.contains("note:"))
  }

  @Test func checkstyleAndJUnitFromTheBinaryParseAsXML() throws {
    for (reporter, root) in [("checkstyle", "checkstyle"), ("junit", "testsuites")] {
      let run = try CLI.run(["lint", app, "--reporter", reporter], in: CLI.packageRoot)
      #expect(run.status == 1)
      let document = try XMLDocument(xmlString: run.output, options: [])
      #expect(document.rootElement()?.name == root)
    }
    let alias = try CLI.run(
      ["lint", app, "--reporter", "github-actions-logging"], in: CLI.packageRoot)
    let github = try CLI.run(["lint", app, "--reporter", "github"], in: CLI.packageRoot)
    #expect(alias.output == github.output && alias.output.hasPrefix("::warning "))
  }
}

/// The `xcode` reporter inside Xcode (a Run Script build phase, a plugin) prints absolute paths,
/// which Xcode needs to jump to a finding; elsewhere its paths stay relative.
@Suite struct CLIXcodePathTests {
  private let app = "Examples/CoupledApp"

  @Test func xcodeReporterPrintsAbsolutePathsWhenXcodeRunsIt() throws {
    let root = CLI.packageRoot.standardizedFileURL.path
    let inXcode = try CLI.run(["lint", app], in: CLI.packageRoot, environment: ["XCODE_VERSION_ACTUAL": "1600"])
    let inTerminal = try CLI.run(["lint", app], in: CLI.packageRoot)
    let xcodeLines = inXcode.output.split(separator: "\n")
    let terminalLines = inTerminal.output.split(separator: "\n")
    #expect(!xcodeLines.isEmpty && xcodeLines.count == terminalLines.count)
    for (long, short) in zip(xcodeLines, terminalLines) {
      #expect(short.hasPrefix(app + "/"))
      #expect(long == root + "/" + short)
    }
  }

  @Test func documentReportersKeepRelativePathsInXcode() throws {
    let run = try CLI.run(
      ["lint", app, "--reporter", "json"], in: CLI.packageRoot,
      environment: ["XCODE_PRODUCT_BUILD_VERSION": "16A242"])
    #expect(run.output.contains("\"file\" : \"\(app)/"), "\(run.output.prefix(300))")
  }

  @Test(arguments: [
    ([:], false), (["XCODE_VERSION_ACTUAL": "1600"], true),
    (["XCODE_PRODUCT_BUILD_VERSION": "16A242"], true), (["XCODE_VERSION_ACTUAL": ""], false),
  ])
  func xcodeIsRecognisedByItsVariables(environment: [String: String], expected: Bool) {
    #expect(XcodeReporter.readByXcode(environment: environment) == expected)
  }
}
