import Foundation
import TCAGraph
import Testing

/// Writes stopped from outside: a SIGKILL while staging leaves a staging folder that the next
/// write removes and names, never one still in use; a SIGINT during the renames is reported as
/// what it is, the new files being in place.
@Suite struct HostileInterruptedWriteTests {
  /// Starts `render src --out out --format dot` in `scene` with `environment` added.
  private static func startRender(in scene: HostileScene, environment: [String: String]) throws
    -> (Process, Pipe)
  {
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = CLI.withoutCache(["render", "src", "--out", "out", "--format", "dot"])
    process.currentDirectoryURL = scene.folder
    process.environment = ProcessInfo.processInfo.environment.merging(
      environment, uniquingKeysWith: { $1 })
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    return (process, errors)
  }

  /// Waits up to a minute for `condition`.
  private static func wait(for condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(60)
    while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
  }

  @Test func aStagingFolderLeftByAKilledRunIsRemovedAndNamed() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let old = try scene.renderOld()
    let (killed, _) = try Self.startRender(
      in: scene, environment: [OutputWriter.pauseVariable: "60"])
    let name = OutputWriter.stagingPrefix + "\(killed.processIdentifier)"
    let staging = scene.url("out/" + name)
    Self.wait { CLI.files(in: staging).count == old.count }
    kill(killed.processIdentifier, SIGKILL)
    killed.waitUntilExit()
    #expect(FileManager.default.fileExists(atPath: staging.path))
    let run = try scene.run(["render", "src", "--out", "out", "--format", "dot"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors.contains(
        "note: removed 'out/\(name)', the staging folder of an earlier run (process "
          + "\(killed.processIdentifier)) that was stopped before it finished\n"), "\(run.errors)")
    scene.expectNothingStaged()
  }

  @Test func aStagingFolderInUseIsKept() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let old = try scene.renderOld()
    let (paused, _) = try Self.startRender(
      in: scene, environment: [OutputWriter.pauseVariable: "60"])
    let staging = scene.url("out/" + OutputWriter.stagingPrefix + "\(paused.processIdentifier)")
    Self.wait { CLI.files(in: staging).count == old.count }
    let run = try scene.run(["render", "src", "--out", "out", "--format", "dot"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.errors.contains("removed"), "\(run.errors)")
    #expect(CLI.files(in: staging).count == old.count)
    paused.interrupt()
    paused.waitUntilExit()
    #expect(paused.terminationStatus == 130)
    scene.expectNothingStaged()
  }

  @Test func aSIGINTDuringTheRenamesSaysTheNewFilesAreWritten() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let old = try scene.renderOld()
    let (process, errors) = try Self.startRender(
      in: scene, environment: [OutputWriter.renamedPauseVariable: "5"])
    Self.wait {
      old.allSatisfy {
        (try? String(contentsOf: scene.url("out/" + $0), encoding: .utf8)).map { $0 != "old" }
          ?? false
      }
    }
    process.interrupt()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(
      text.contains("note: SIGINT came after every file was written; 'out' holds the new files\n"),
      "\(text)")
    scene.expectNothingStaged()
  }
}
