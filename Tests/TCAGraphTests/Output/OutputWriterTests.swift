import Foundation
import TCAGraph
import Testing

@Suite struct OutputWriterTests {
  private let folder = NSTemporaryDirectory() + "tca-graph-output-\(UUID().uuidString)"

  @Test func writesEveryFileAndLeavesNoTemporaries() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let written = try OutputWriter.write(
      [
        OutputFile(name: "a.dot", contents: Data("digraph {}".utf8)),
        OutputFile(name: "lanes/b.mmd", contents: Data("flowchart TD".utf8)),
      ], into: folder)
    #expect(written.paths.count == 2)
    #expect(try String(contentsOfFile: folder + "/a.dot", encoding: .utf8) == "digraph {}")
    #expect(try String(contentsOfFile: folder + "/lanes/b.mmd", encoding: .utf8) == "flowchart TD")
    let leftovers = try FileManager.default.subpathsOfDirectory(atPath: folder)
      .filter { $0.hasPrefix(OutputWriter.stagingPrefix) }
    #expect(leftovers == [])
  }

  @Test func aFailedWriteLeavesNothingBehind() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/blocked.svg", withIntermediateDirectories: true)
    let error = #expect(throws: OutputError.self) {
      try OutputWriter.write(
        [
          OutputFile(name: "first.svg", contents: Data("<svg/>".utf8)),
          OutputFile(name: "blocked.svg", contents: Data("<svg/>".utf8)),
        ], into: folder)
    }
    #expect("\(String(describing: error))".contains("blocked.svg"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/first.svg"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["blocked.svg"])
  }
}
