import Foundation
import TCAGraph
import Testing

@testable import tca_graph

/// `lint --write-baseline` onto a baseline the user keeps is written through the file that is
/// there: its mode, hard links and the link that names it stay, and a read-only one is refused
/// before the scan.
@Suite struct HostileBaselineFileTests {
  private func status(_ url: URL) throws -> stat {
    var info = stat()
    guard stat(url.path, &info) == 0 else { throw CocoaError(.fileNoSuchFile) }
    return info
  }

  private func writeBaseline(_ path: String, in scene: HostileScene) -> CommandResult {
    CLI.inProcess(["lint", "src", "--write-baseline", path], in: scene.folder.path)
  }

  private func isBaseline(_ url: URL) -> Bool {
    (try? String(contentsOf: url, encoding: .utf8))?.contains(#""entries""#) ?? false
  }

  @Test func anExistingBaselineKeepsItsModeAndItsHardLinks() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write("old", to: "baseline.json")
    let file = scene.url("baseline.json")
    chmod(file.path, 0o600)
    try FileManager.default.linkItem(at: file, to: scene.url("ci-baseline.json"))
    let before = try status(file)
    let run = writeBaseline("baseline.json", in: scene)
    #expect(run.exitCode == 0, "\(run.errors)")
    let after = try status(file)
    #expect(after.st_ino == before.st_ino)
    #expect(after.st_mode & 0o7777 == 0o600)
    #expect(after.st_nlink == 2)
    #expect(isBaseline(scene.url("ci-baseline.json")))
  }

  @Test func aLinkedBaselineIsWrittenAtItsTarget() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write("old", to: "shared.json")
    try FileManager.default.createSymbolicLink(
      atPath: scene.url("baseline.json").path, withDestinationPath: "shared.json")
    let run = writeBaseline("baseline.json", in: scene)
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: scene.url("baseline.json").path)
        == "shared.json")
    #expect(isBaseline(scene.url("shared.json")))
  }

  @Test func aReadOnlyBaselineIsRefusedBeforeTheScan() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write("old", to: "baseline.json")
    chmod(scene.url("baseline.json").path, 0o444)
    let run = writeBaseline("baseline.json", in: scene)
    #expect(run.exitCode == LintExitCode.usage)
    #expect(
      run.errors
        == "error: cannot access 'baseline.json': it is read-only (mode 0444), and tca-graph "
        + "does not change a file's permissions: make it writable (chmod u+w) and run again\n")
    #expect(try String(contentsOf: scene.url("baseline.json"), encoding: .utf8) == "old")
  }
}
