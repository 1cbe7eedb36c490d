import Foundation
import TCAGraph
import Testing

/// `lint --output`, `--write-baseline` and `render --out` naming something that is not a regular
/// file: a FIFO or a character device is written in place (or refused when nothing reads the
/// FIFO), never replaced by a regular file; `/dev/stdout` is standard output; a block device, a
/// socket or a folder is refused; a link at `--output` is refused, saying where it points.
@Suite struct HostileOutputDestinationTests {
  private static func isFIFO(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
  }

  /// Opens the FIFO at `path` for reading without waiting for a writer.
  private static func reader(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_NONBLOCK)
  }

  /// What is waiting in the FIFO read through `descriptor`.
  private static func drain(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(arguments: ["--output", "--write-baseline"])
  func aFIFOWithAReaderIsWrittenInPlace(option: String) throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let fifo = scene.url("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let descriptor = Self.reader(fifo)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    let run = try scene.run(["lint", "src", "--reporter", "json", option, "fifo"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(Self.isFIFO(fifo), "the FIFO was replaced")
    let text = Self.drain(descriptor)
    #expect(text.contains(option == "--output" ? #""findings" :"# : #""entries" :"#), "\(text)")
  }

  @Test(arguments: ["--output", "--write-baseline"])
  func aFIFONobodyReadsIsRefusedAtOnce(option: String) throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let fifo = scene.url("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = try scene.run(["lint", "src", option, "fifo"])
    #expect(run.status == 2)
    #expect(
      run.errors.contains("it is a FIFO (named pipe) and nothing reads from it"), "\(run.errors)")
    #expect(Self.isFIFO(fifo), "the FIFO was replaced")
  }

  /// The number of device `major`, `minor` (both small).
  private static func device(_ major: UInt64, _ minor: UInt64) -> dev_t {
    dev_t(major << 8 | minor)
  }

  /// A copy of `/dev/null` made in the scene (never the system's own), where the test may make
  /// device files.
  private static let canMakeDevices: Bool = {
    let path = NSTemporaryDirectory() + "tca-graph-mknod-\(UUID().uuidString)"
    defer { unlink(path) }
    return mknod(path, S_IFCHR | 0o666, Self.device(1, 3)) == 0
  }()

  @Test(.enabled(if: canMakeDevices), arguments: ["--output", "--write-baseline"])
  func aCharacterDeviceIsWrittenInPlace(option: String) throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let null = scene.url("null").path
    #expect(mknod(null, S_IFCHR | 0o666, Self.device(1, 3)) == 0)
    let run = try scene.run(["lint", "src", "--reporter", "json", option, "null"])
    #expect(run.status == 0, "\(run.errors)")
    var info = stat()
    #expect(lstat(null, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "the device was replaced")
  }

  @Test(.enabled(if: canMakeDevices)) func aBlockDeviceIsRefused() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let block = scene.url("block").path
    #expect(mknod(block, S_IFBLK | 0o600, Self.device(7, 250)) == 0)
    let run = try scene.run(["lint", "src", "--output", "block"])
    #expect(run.status == 2)
    #expect(
      run.errors.contains("cannot write 'block': it is a block device; tca-graph writes only"),
      "\(run.errors)")
    var info = stat()
    #expect(lstat(block, &info) == 0 && info.st_mode & S_IFMT == S_IFBLK)
  }

  @Test func aFolderAtTheOutputPathIsRefused() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try FileManager.default.createDirectory(
      at: scene.url("report"), withIntermediateDirectories: true)
    let run = try scene.run(["lint", "src", "--output", "report"])
    #expect(run.status == 2)
    #expect(run.errors.contains("cannot write 'report': a folder is in the way"), "\(run.errors)")
  }

  @Test func devStdoutIsStandardOutput() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let report = try scene.run(["lint", "src", "--reporter", "json", "--output", "/dev/stdout"])
    #expect(report.status == 0, "\(report.errors)")
    #expect(report.output.contains(#""findings" :"#), "\(report.output)")
    let baseline = try scene.run(["lint", "src", "--write-baseline", "/dev/stdout"])
    #expect(baseline.status == 0, "\(baseline.errors)")
    #expect(baseline.output.contains(#""entries" :"#), "\(baseline.output)")
  }

  @Test func aFIFOInsideTheOutputFolderIsRefusedAndKept() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let old = try scene.renderOld()
    let name = try #require(old.first)
    let fifo = scene.url("out/" + name).path
    unlink(fifo)
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = try scene.run(["render", "src", "--out", "out", "--format", "dot"])
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "cannot write 'out/\(name)': it is a FIFO (named pipe), and tca-graph replaces only "
          + "regular files inside the output folder"), "\(run.errors)")
    #expect(Self.isFIFO(fifo), "the FIFO was replaced")
    for other in old.dropFirst() {
      #expect(try String(contentsOf: scene.url("out/" + other), encoding: .utf8) == "old")
    }
    scene.expectNothingStaged()
  }

  @Test func aReportOntoALinkSaysWhereItPointsAndWhatToDo() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write("old", to: "report.txt")
    try FileManager.default.createSymbolicLink(
      atPath: scene.url("link.txt").path, withDestinationPath: "report.txt")
    let run = try scene.run(["lint", "src", "--no-cache", "--output", "link.txt"])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "error: cannot write 'link.txt': it is a symbolic link to 'report.txt', and tca-graph "
        + "replaces this file whole rather than write through a link: name the file the link "
        + "points to, or remove the link\n")
    #expect(try String(contentsOf: scene.url("report.txt"), encoding: .utf8) == "old")
  }
}
