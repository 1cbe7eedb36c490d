import Foundation
import Testing

/// Render requests that cannot be met are refused before anything is written, and repeated or
/// oversized requests still write one bounded file each.
@Suite struct HostileRenderRequestTests {
  @Test(arguments: ["nop", "nop2"])
  func anEngineThatOnlyDrawsGivenPositionsIsRefused(engine: String) throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let old = try scene.renderOld()
    let run = try scene.run([
      "render", "src", "--out", "out", "--format", "svg", "--layout", engine,
    ])
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix(
        "error: layout engine '\(engine)' only draws positions a graph already has"),
      "\(run.errors)")
    scene.expectOutUnchanged(old)
  }

  @Test func repeatedRequestsAndLongNamesWriteEachFileOnce() throws {
    let long = String(repeating: "L", count: 250)
    let scene = try HostileScene(reducers: [long])
    defer { scene.remove() }
    let run = try scene.run([
      "render", "src", "--out", "out", "--format", "svg,svg,dot", "--view", "lanes,lanes",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let files = CLI.files(in: scene.url("out"))
    #expect(files.count == 2, "\(files)")
    #expect(files.allSatisfy { ($0 as NSString).lastPathComponent.utf8.count <= 204 }, "\(files)")
    scene.expectNothingStaged()
  }

  @Test func anOutputFolderUnderAFileNamesTheFile() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write("x", to: "file")
    let run = try scene.run(["render", "src", "--out", "file/sub", "--format", "dot"])
    #expect(run.status == 2)
    #expect(run.errors == "error: cannot create 'file/sub': 'file' is a file\n")
    #expect(!run.errors.contains("NSCocoaErrorDomain"))
  }

  @Test func anOutputFolderThatIsAFIFOIsNamedForWhatItIs() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    #expect(mkfifo(scene.url("pipe").path, 0o600) == 0)
    let run = try scene.run(["render", "src", "--out", "pipe", "--format", "dot"])
    #expect(run.status == 2)
    #expect(
      run.errors == "error: cannot create 'pipe': 'pipe' is a FIFO (named pipe), not a folder\n")
    let under = try scene.run(["render", "src", "--out", "pipe/sub", "--format", "dot"])
    #expect(
      under.errors
        == "error: cannot create 'pipe/sub': 'pipe' is a FIFO (named pipe), not a folder\n")
  }
}
