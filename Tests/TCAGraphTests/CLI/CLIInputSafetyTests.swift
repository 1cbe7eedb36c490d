import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// The built `tca-graph` on hostile inputs and output folders: interrupted or refused writes keep
/// the old files and leave no staging folder, symbolic links are followed into sources but never
/// inside `--out`, and scanning nothing is an error.
@Suite struct CLIInputSafetyTests {
  /// A reducer with one view action, enough for a lanes picture.
  private static func reducer(_ name: String) -> String {
    """
    import ComposableArchitecture

    @Reducer struct \(name) {
      struct State {}
      enum Action {
        case view(View)
        enum View { case tapped }
      }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
    }

    """
  }

  /// A fresh folder with `src/` holding one file per reducer name.
  private static func sources(_ names: [String]) throws -> URL {
    let folder = try CLI.temporaryDirectory()
    let src = folder.appendingPathComponent("src")
    try FileManager.default.createDirectory(at: src, withIntermediateDirectories: true)
    for (index, name) in names.enumerated() {
      try Data(reducer(name).utf8).write(to: src.appendingPathComponent("F\(index).swift"))
    }
    return folder
  }

  private static func staging(in out: URL) -> [String] {
    CLI.files(in: out).filter { $0.contains(OutputWriter.stagingPrefix) }
      + ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [])
      .filter { $0.hasPrefix(OutputWriter.stagingPrefix) }
  }

  /// Renders `src` as DOT into `out`, then marks every file written as old.
  private static func renderOld(in folder: URL) throws -> [String] {
    let first = try CLI.run(["render", "src", "--out", "out", "--format", "dot"], in: folder)
    #expect(first.status == 0, "\(first.errors)")
    let out = folder.appendingPathComponent("out")
    let files = CLI.files(in: out)
    for name in files { try Data("old".utf8).write(to: out.appendingPathComponent(name)) }
    return files
  }

  @Test func aFolderInTheWayReplacesNoFile() throws {
    let folder = try Self.sources(["Alpha", "Beta"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try Self.renderOld(in: folder)
    let out = folder.appendingPathComponent("out")
    try FileManager.default.removeItem(at: out.appendingPathComponent("lanes/Beta.dot"))
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("lanes/Beta.dot"), withIntermediateDirectories: true)
    let run = try CLI.run(["render", "src", "--out", "out", "--format", "dot"], in: folder)
    #expect(run.status == 2)
    #expect(run.errors == "error: cannot write 'out/lanes/Beta.dot': a folder is in the way\n")
    for name in old where name != "lanes/Beta.dot" {
      let text = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
      #expect(text == "old", "\(name) was replaced")
    }
    #expect(Self.staging(in: out) == [])
  }

  @Test func aLinkedLanesFolderIsRefusedAndItsTargetUntouched() throws {
    let folder = try Self.sources(["Alpha"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try Data("theirs".utf8).write(to: target.appendingPathComponent("Alpha.dot"))
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: out.appendingPathComponent("lanes").path, withDestinationPath: "../elsewhere")
    let run = try CLI.run(["render", "src", "--out", "out", "--format", "dot"], in: folder)
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("error: cannot write 'out/lanes': it is a symbolic link"))
    #expect(CLI.files(in: target) == ["Alpha.dot"])
    let text = try String(contentsOf: target.appendingPathComponent("Alpha.dot"), encoding: .utf8)
    #expect(text == "theirs")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["lanes"])
  }

  @Test(arguments: [("SIGINT", Int32(130)), ("SIGTERM", Int32(143))])
  func aSignalDuringTheWriteKeepsTheOldFilesAndRemovesTheStaging(
    signalName: String, status: Int32
  ) throws {
    let folder = try Self.sources(["Alpha", "Beta"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try Self.renderOld(in: folder)
    let out = folder.appendingPathComponent("out")
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = CLI.withoutCache(["render", "src", "--out", "out", "--format", "dot"])
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(
      [OutputWriter.pauseVariable: "60"], uniquingKeysWith: { $1 })
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let staged = out.appendingPathComponent(
      OutputWriter.stagingPrefix + "\(process.processIdentifier)")
    let deadline = Date().addingTimeInterval(60)
    while CLI.files(in: staged).count < old.count && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(CLI.files(in: staged).count == old.count, "the write never staged its files")
    if signalName == "SIGINT" { process.interrupt() } else { process.terminate() }
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == status)
    #expect(CLI.files(in: out) == old)
    for name in old {
      let text = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
      #expect(text == "old", "\(name) was replaced")
    }
    #expect(Self.staging(in: out) == [])
  }

  @Test func outUnderAFileSaysWhichIsTheFile() throws {
    let folder = try Self.sources(["Alpha"])
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
    let run = try CLI.run(["render", "src", "--out", "file/sub", "--format", "dot"], in: folder)
    #expect(run.status == 2)
    #expect(run.errors == "error: cannot create 'file/sub': 'file' is a file\n")
  }

  @Test func collidingAndLongFeatureNamesGetUniqueBoundedFiles() throws {
    let long = String(repeating: "L", count: 250)
    let folder = try Self.sources(["Editor", "editor", long + "A", long + "B"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = [
      "render", "src", "--out", "out", "--format", "dot,dot", "--view", "lanes,lanes",
    ]
    let run = try CLI.run(arguments, in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let files = CLI.files(in: folder.appendingPathComponent("out"))
    #expect(files.count == 4, "\(files)")
    #expect(Set(files.map { $0.lowercased() }).count == 4)
    #expect(files.allSatisfy { ($0 as NSString).lastPathComponent.utf8.count <= 204 })
    let again = try CLI.run(arguments, in: folder)
    #expect(again.output == run.output, "names are stable across runs")
  }

  @Test func theExampleKeepsItsNames() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CLI.run(
      ["example", "--out", "out", "--format", "dot", "--view", "lanes"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(CLI.files(in: folder.appendingPathComponent("out")).contains("lanes/Editor.dot"))
  }

  @Test func aLinkedSourceFolderIsScannedAndALinkLoopEnds() throws {
    let folder = try Self.sources(["Alpha", "Beta"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let src = folder.appendingPathComponent("src")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link").path, withDestinationPath: "src")
    try FileManager.default.createSymbolicLink(
      atPath: src.appendingPathComponent("loop").path, withDestinationPath: "..")
    let run = try CLI.run(["dump", "link"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let graph = try ArchitectureGraph(jsonData: Data(run.output.utf8))
    #expect(graph.features.map(\.id.rawValue).sorted() == ["Alpha", "Beta"])
  }

  @Test(arguments: ["render", "dump", "lint"])
  func noSwiftFilesIsAnError(command: String) throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let run = try CLI.run([command, "empty"], in: folder)
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("error: no TCA reducers found in empty (0 Swift files scanned)"))
    #expect(run.output == "")
  }

  @Test(arguments: ["render", "dump", "lint"])
  func anIRFileWithoutFeaturesIsAnError(command: String) throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = ArchitectureGraph(roots: [], features: [])
    try empty.jsonData().write(to: folder.appendingPathComponent("g.json"))
    let run = try CLI.run([command, "--input", "g.json"], in: folder)
    #expect(run.status == 2)
    #expect(run.errors == "error: no TCA reducers in 'g.json': the graph has no features\n")
    #expect(run.output == "")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
  }
}
