import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// IR files written by hand or by another tool: refused with the file's name when a value is out
/// of range, drawn when they are only large.
@Suite struct CLIForgedGraphTests {
  /// A fresh folder holding `graph` as `g.json`.
  static func folder(with graph: ArchitectureGraph) throws -> URL {
    let folder = try CLI.temporaryDirectory()
    try graph.jsonData().write(to: folder.appendingPathComponent("g.json"))
    return folder
  }

  @Test(arguments: ["render", "dump", "lint"])
  func anOrderThatWouldOverflowIsAnInputErrorNamingTheFile(command: String) throws {
    var graph = LargeGraphs.tree(features: 3)
    graph.features[0].children[0].order = Int.max
    let folder = try Self.folder(with: graph)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = command == "render" ? ["--out", "out"] : []
    let run = try CLI.run([command, "--input", "g.json"] + out, in: folder)
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "g.json: not a tca-graph architecture graph: at features[0].children[0].order: "
          + "9223372036854775807 is outside 0...1000000"), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
  }

  @Test func aCompositionChainEightThousandDeepRenders() throws {
    let folder = try Self.folder(with: LargeGraphs.tree(features: 8_000, fanOut: 1))
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CLI.run(
      [
        "render", "--input", "g.json", "--format", "dot,mermaid", "--view",
        "composition,coupling,delegate-flow,modules", "--out", "out",
      ], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let dot = try String(
      contentsOf: folder.appendingPathComponent("out/composition.dot"), encoding: .utf8)
    #expect(dot.contains("\"feature:Feature7998\" -> \"feature:Feature7999\""))
    let focused = try CLI.run(
      ["render", "--input", "g.json", "--format", "dot", "--focus", "App", "--out", "focus"],
      in: folder)
    #expect(focused.status == 0, "\(focused.errors)")
  }
}
