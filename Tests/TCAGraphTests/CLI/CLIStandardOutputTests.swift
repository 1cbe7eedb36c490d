import Foundation
import Testing

/// `render --out -` prints the one file a request makes on standard output, byte for byte the
/// file `--out DIR` writes, and refuses a request that makes more than one.
@Suite struct CLIStandardOutputTests {
  @Test func aSingleDotFileGoesToStandardOutputAsItIsWritten() throws {
    let folder = try TemporaryFolder()
    let url = URL(fileURLWithPath: folder.path)
    let request = ["example", "--view", "composition", "--format", "dot"]
    let printed = try CLI.run(request + ["--out", "-"], in: url)
    #expect(printed.status == 0, "\(printed.errors)")
    let written = try CLI.run(request + ["--out", "pictures"], in: url)
    #expect(written.status == 0, "\(written.errors)")
    let file = try String(
      contentsOfFile: folder.path + "/pictures/composition.dot", encoding: .utf8)
    #expect(printed.output == file)
    #expect(printed.output.hasPrefix("digraph "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pictures"])
  }

  @Test func aPNGGoesToStandardOutputAsBytes() throws {
    let folder = try TemporaryFolder()
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = ["example", "--view", "coupling", "--format", "png", "--out", "-"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
  }

  @Test(arguments: [
    (["--view", "lanes", "--format", "dot"], "makes 7 (lanes/Catalogo.dot, "),
    (["--view", "composition"], "makes 4 (composition.svg, "),
    (["--view", "composition", "--format", "svg", "--theme", "both"], "makes 2 ("),
  ])
  func aRequestForSeveralFilesIsAUsageError(arguments: [String], made: String) throws {
    let folder = try TemporaryFolder()
    let run = try CLI.run(
      ["example"] + arguments + ["--out", "-"], in: URL(fileURLWithPath: folder.path))
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("error: '--out -' prints one file to standard output"))
    #expect(run.errors.contains(made), "\(run.errors)")
    #expect(run.errors.contains("choose one view and one format"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
