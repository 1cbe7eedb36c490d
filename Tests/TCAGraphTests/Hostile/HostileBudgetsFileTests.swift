import Foundation
import TCAGraph
import Testing

@testable import tca_graph

/// `lint --write-budgets` on a configuration the user keeps: the budgets are written into the
/// file that is there, so its mode, owner, hard links, the link that names it, its byte order
/// mark and its line endings stay; a read-only file is refused, not rewritten; and a file that
/// changed (or appeared) after it was read is left with that change, nothing written.
@Suite struct HostileBudgetsFileTests {
  private static let config = ".tca-graph.json"

  /// The status of the file at `path` (links followed).
  private func status(_ path: URL) throws -> stat {
    var info = stat()
    guard stat(path.path, &info) == 0 else { throw CocoaError(.fileNoSuchFile) }
    return info
  }

  private func text(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  private func writeBudgets(in scene: HostileScene, _ extra: [String] = []) -> CommandResult {
    CLI.inProcess(["lint", "src", "--write-budgets"] + extra, in: scene.folder.path)
  }

  @Test func theFileIsWrittenInPlaceKeepingItsModeAndItsHardLinks() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write(#"{"version": 1}"#, to: Self.config)
    let file = scene.url(Self.config)
    chmod(file.path, 0o600)
    try FileManager.default.linkItem(at: file, to: scene.url("shared.json"))
    let before = try status(file)
    let run = writeBudgets(in: scene)
    #expect(run.exitCode == 0, "\(run.errors)")
    let after = try status(file)
    #expect(after.st_ino == before.st_ino, "the same file, not a new one renamed over it")
    #expect(after.st_mode & 0o7777 == 0o600)
    #expect(after.st_nlink == 2)
    #expect(try text(scene.url("shared.json")).contains(#""budgets": {"#))
    #expect(try text(scene.url("shared.json")) == text(file))
  }

  @Test(.enabled(if: getuid() == 0)) func theOwnerStays() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write(#"{"version": 1}"#, to: Self.config)
    let file = scene.url(Self.config)
    chown(file.path, 4321, 4321)
    let run = writeBudgets(in: scene)
    #expect(run.exitCode == 0, "\(run.errors)")
    let after = try status(file)
    #expect(after.st_uid == 4321 && after.st_gid == 4321)
    #expect(try text(file).contains(#""budgets": {"#))
  }

  @Test func aReadOnlyFileIsRefusedBeforeTheScanAndLeftAsItWas() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let original = #"{"version": 1}"#
    try scene.write(original, to: Self.config)
    let file = scene.url(Self.config)
    chmod(file.path, 0o444)
    let run = writeBudgets(in: scene)
    #expect(run.exitCode == LintExitCode.usage)
    #expect(
      run.errors
        == "error: cannot access '.tca-graph.json': it is read-only (mode 0444), and tca-graph "
        + "does not change a file's permissions: make it writable (chmod u+w) and run again\n")
    #expect(run.output == "", "refused before anything was linted")
    #expect(try text(file) == original)
    #expect(try status(file).st_mode & 0o7777 == 0o444)
  }

  @Test func aByteOrderMarkAndWindowsLineEndingsStay() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let bom = "\u{FEFF}"
    for (name, original) in [
      (
        "section.json",
        bom + "{\r\n  \"version\": 1,\r\n  \"budgets\": {\r\n    \"depth\": 9\r\n  }\r\n}\r\n"
      ),
      ("none.json", bom + "{\r\n  \"version\": 1,\r\n  \"exclude\": []\r\n}\r\n"),
    ] {
      try scene.write(original, to: name)
      let run = writeBudgets(in: scene, ["--config", name])
      #expect(run.exitCode == 0, "\(run.errors)")
      let bytes = [UInt8](try Data(contentsOf: scene.url(name)))
      #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF], "\(name) keeps its byte order mark")
      let lineFeeds = bytes.indices.filter { bytes[$0] == 0x0A }
      #expect(lineFeeds.count > 8, "\(name) holds the budgets one a line")
      #expect(
        lineFeeds.allSatisfy { $0 > 0 && bytes[$0 - 1] == 0x0D }, "\(name) has only CRLF lines")
      #expect(try text(scene.url(name)).contains("\"depth\": 1"), "\(name)")
    }
  }

  /// A `.tca-graph.json` that links to a shared file is read through the link, and the budgets
  /// are written into the file it names; the link stays a link.
  @Test func aLinkedConfigurationIsWrittenAtItsTarget() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try FileManager.default.createDirectory(
      at: scene.url("shared"), withIntermediateDirectories: true)
    try scene.write(#"{"version": 1}"#, to: "shared/tca-graph.json")
    try FileManager.default.createSymbolicLink(
      atPath: scene.url(Self.config).path, withDestinationPath: "shared/tca-graph.json")
    let run = writeBudgets(in: scene)
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(run.errors.hasPrefix(".tca-graph.json: set budgets."), "\(run.errors)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: scene.url(Self.config).path)
        == "shared/tca-graph.json")
    #expect(try text(scene.url("shared/tca-graph.json")).contains(#""budgets": {"#))
  }

  @Test func aLinkToNothingIsNamedAndNotReplaced() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: scene.url("budgets.json").path, withDestinationPath: "missing.json")
    let run = writeBudgets(in: scene, ["--config", "budgets.json"])
    #expect(run.exitCode == LintExitCode.usage)
    #expect(
      run.errors
        == "error: cannot access 'budgets.json': it is a symbolic link to 'missing.json', which "
        + "does not exist; create the file it names, or remove the link, and run again\n")
    #expect(!FileManager.default.fileExists(atPath: scene.url("missing.json").path))
  }

  @Test func aConfigurationThatIsNotUTF8IsRefusedAndKept() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let original = try #require(#"{"version": 1}"#.data(using: .utf16))
    try original.write(to: scene.url(Self.config))
    let run = writeBudgets(in: scene)
    #expect(run.exitCode == LintExitCode.usage)
    #expect(
      run.errors
        == "error: cannot access '.tca-graph.json': it is not UTF-8 text, and --write-budgets "
        + "edits only a UTF-8 configuration: save it as UTF-8 and run again\n")
    #expect(try Data(contentsOf: scene.url(Self.config)) == original)
  }

  /// The graph of `scene`'s sources and its configuration as a run reads them.
  private func graphAndConfiguration(_ scene: HostileScene) throws -> (
    ArchitectureGraph, LintConfiguration
  ) {
    let configuration = try LintRunner.configuration(
      path: nil, inputs: ["src"], workingDirectory: scene.folder.path)
    let graph = try SourceScanner(options: ScanOptions(baseDirectory: scene.folder.path))
      .scan(paths: ["src"]).graph
    return (graph, configuration)
  }

  /// An edit saved while the scan ran, in place or by a rename as editors save, is kept: the
  /// budgets are not written over it.
  @Test(arguments: [false, true])
  func anEditSavedWhileTheScanRanIsKept(byRename: Bool) throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write(#"{"version": 1}"#, to: Self.config)
    let (graph, configuration) = try graphAndConfiguration(scene)
    let edit = #"{"version": 1, "exclude": ["Generated/**"]}"#
    if byRename {
      try scene.write(edit, to: "saved.json")
      rename(scene.url("saved.json").path, scene.url(Self.config).path)
    } else {
      try scene.write(edit, to: Self.config)
    }
    let path = scene.url(Self.config).path
    #expect(
      throws: LintError.file(
        path: path,
        reason: "it changed after tca-graph read it (another program saved it while tca-graph "
          + "ran); nothing was written, so that edit is kept: run again")
    ) {
      try BudgetWriter.write(graph, configuration: configuration, to: path)
    }
    #expect(try text(scene.url(Self.config)) == edit)
  }

  @Test func aFileCreatedWhileTheScanRanIsNotReplaced() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let (graph, configuration) = try graphAndConfiguration(scene)
    #expect(configuration.path == nil)
    let created = #"{"version": 1, "rules": {}}"#
    try scene.write(created, to: Self.config)
    let path = scene.url(Self.config).path
    #expect(
      throws: LintError.file(
        path: path,
        reason: "it was created after tca-graph looked for it (another program wrote it while "
          + "tca-graph ran); nothing was written: run again")
    ) {
      try BudgetWriter.write(graph, configuration: configuration, to: path)
    }
    #expect(try text(scene.url(Self.config)) == created)
    #expect(CLI.files(in: scene.folder).filter { $0.contains("tca-graph-") } == [])
  }

  private static let python = "/usr/bin/python3"

  /// A SIGINT while the budgets are being written (held half way by the writer's test pause) is
  /// taken once the file is whole: the run ends by the signal, and the file holds the new text.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: python)))
  func aSignalHalfWayThroughTheWriteIsTakenOnceTheFileIsWhole() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let original = #"{"version": 1}"#
    try scene.write(original, to: Self.config)
    // Started through Python with both signals unblocked and at their default, as from a
    // shell: the test runner may hand its children SIGINT blocked.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python)
    process.arguments = [
      "-c",
      "import os, signal, sys\n"
        + "for s in (signal.SIGINT, signal.SIGTERM): signal.signal(s, signal.SIG_DFL)\n"
        + "signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})\n"
        + "os.execv(sys.argv[1], sys.argv[1:])",
      CLI.executable.path, "lint", "src", "--no-cache", "--write-budgets",
    ]
    process.currentDirectoryURL = scene.folder
    process.environment = ProcessInfo.processInfo.environment.merging([
      InPlaceWriter.pauseVariable: "2"
    ]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while (try? text(scene.url(Self.config))) == original, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGINT)
    let written = try? LintConfiguration.load(path: scene.url(Self.config).path)
    let final = try text(scene.url(Self.config))
    #expect(written?.budgets.count == Budget.allCases.count, "\(final)")
  }
}
