import Foundation
import Testing

/// A FIFO or a device where a file is expected is refused before a byte is read: a FIFO would
/// block the run forever and `/dev/zero` would fill memory.
@Suite struct HostileSpecialFileTests {
  private static func makeFIFO(_ url: URL) throws {
    #expect(mkfifo(url.path, 0o600) == 0, "mkfifo: \(String(cString: strerror(errno)))")
  }

  @Test(arguments: [
    (["render", "--input", "fifo", "--out", "out"], "cannot read 'fifo'"),
    (["lint", "src", "--config", "fifo"], "cannot access 'fifo'"),
    (["lint", "src", "--baseline", "fifo"], "cannot access 'fifo'"),
  ])
  func aFIFOIsNotARegularFile(arguments: [String], prefix: String) throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try Self.makeFIFO(scene.url("fifo"))
    let run = try scene.run(arguments)
    #expect(run.status == 2)
    #expect(run.errors == "error: \(prefix): not a regular file: it is a FIFO (named pipe)\n")
    #expect(!FileManager.default.fileExists(atPath: scene.url("out").path))
  }

  @Test(arguments: ["--input", "--config", "--baseline"])
  func aDeviceIsNotARegularFile(option: String) throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let arguments =
      option == "--input" ? ["dump", option, "/dev/zero"] : ["lint", "src", option, "/dev/zero"]
    let run = try scene.run(arguments)
    #expect(run.status == 2)
    #expect(run.errors.hasSuffix("'/dev/zero': not a regular file: it is a character device\n"))
  }

  @Test func aFIFOAmongTheSourcesIsSkippedWithAWarning() throws {
    let scene = try HostileScene(reducers: ["Alpha"])
    defer { scene.remove() }
    try Self.makeFIFO(scene.url("src/Pipe.swift"))
    let run = try scene.run(["dump", "src"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors
        == "src/Pipe.swift:1:1: warning: cannot read 'src/Pipe.swift': not a regular file: it is "
        + "a FIFO (named pipe); skipped\n")
    #expect(run.output.contains("\"Alpha\""))
  }
}
