import Foundation
import Testing

@testable import tca_graph

/// What an install writes is under its prefix, whatever links were planted there: a link at
/// `PREFIX/bin/tca-graph` or at a completion's place is replaced, never written through, and the
/// completions are staged in files `mktemp` makes, not at a fixed `DEST.tmp` that may be a link.
/// `Scripts/install-binary.sh` is the part of `Scripts/install.sh` after the release build, run
/// here on the debug binary.
@Suite final class InstallLinkTests {
  /// A made-up install prefix and a folder beside it that stands for the rest of the system.
  let prefix: URL
  let outside: URL

  init() throws {
    let folder = try CLI.temporaryDirectory()
    prefix = folder.appendingPathComponent("prefix")
    outside = folder.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("victim\n".utf8).write(to: outside.appendingPathComponent("victim"))
  }

  deinit { try? FileManager.default.removeItem(at: prefix.deletingLastPathComponent()) }

  private static let completions = [
    "share/bash-completion/completions/tca-graph", "share/zsh/site-functions/_tca-graph",
    "share/fish/vendor_completions.d/tca-graph.fish",
  ]

  /// Plants a symbolic link at `relative` under the prefix, pointing at `target`.
  private func plant(_ relative: String, to target: URL) throws {
    let link = prefix.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
  }

  /// Runs `bash Scripts/<script> arguments`; its status and standard error.
  private func run(_ script: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["bash", TestPaths.packageRoot.appendingPathComponent("Scripts/" + script).path] + arguments
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, message)
  }

  /// Expects the outside folder to hold only `victim`, as it was.
  private func expectOutsideUntouched(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      (try? FileManager.default.contentsOfDirectory(atPath: outside.path)) == ["victim"],
      sourceLocation: sourceLocation)
    #expect(
      (try? String(contentsOf: outside.appendingPathComponent("victim"), encoding: .utf8))
        == "victim\n", sourceLocation: sourceLocation)
  }

  /// Expects each completion to be a regular file holding its shell's script, readable by all,
  /// and nothing else in its folder.
  private func expectCompletionsInPlace(sourceLocation: SourceLocation = #_sourceLocation) throws {
    for (relative, shell) in zip(Self.completions, CompletionShell.allCases) {
      let path = prefix.appendingPathComponent(relative).path
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(relative)")
      #expect((attributes[.posixPermissions] as? Int) == 0o644, "\(relative)")
      #expect(try String(contentsOfFile: path, encoding: .utf8) == shell.script(), "\(relative)")
      let folder = (path as NSString).deletingLastPathComponent
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder)
          == [(relative as NSString).lastPathComponent], "nothing staged is left in \(folder)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func completionsAreNeverWrittenThroughALinkAtAFixedTemporaryName() throws {
    try plant(Self.completions[0] + ".tmp", to: outside.appendingPathComponent("victim"))
    try plant(Self.completions[1], to: outside.appendingPathComponent("victim"))
    try plant(Self.completions[2], to: outside)
    let (status, errors) = try run(
      "install-completions.sh", [CLI.executable.path, prefix.path])
    #expect(status == 0, "\(errors)")
    expectOutsideUntouched()
    // The planted link stays, untouched: the script never writes to that name.
    try FileManager.default.removeItem(
      at: prefix.appendingPathComponent(Self.completions[0] + ".tmp"))
    try expectCompletionsInPlace()
  }

  @Test func aLinkPlantedAtTheCommandsPlaceIsReplacedNotFollowed() throws {
    try plant("bin/tca-graph", to: outside)
    try plant("lib/tca-graph", to: outside)
    let (status, errors) = try run("install-binary.sh", [CLI.executable.path, prefix.path])
    #expect(status == 0, "\(errors)")
    expectOutsideUntouched()
    let link = prefix.appendingPathComponent("bin/tca-graph").path
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link)
        == "../lib/tca-graph/tca-graph")
    let installed = prefix.appendingPathComponent("lib/tca-graph")
    let kind = try FileManager.default.attributesOfItem(atPath: installed.path)[.type]
    #expect(kind as? FileAttributeType == .typeDirectory, "the planted link was removed")
    #expect(FileManager.default.isExecutableFile(atPath: link))
    try expectCompletionsInPlace()
  }
}
