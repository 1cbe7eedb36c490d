import ExampleApp
import Foundation
import TCAGraph
import Testing

/// Every view of the lessons' app, as DOT and as Mermaid, against human-checked snapshots.
@Suite struct ViewSnapshotTests {
  @Test(arguments: try SnapshotCatalog.all().map(\.0))
  func dotMatchesSnapshot(name: String) throws {
    let description = try #require(SnapshotCatalog.all().first { $0.0 == name }?.1)
    try expectSnapshot(DOTEmitter().emit(description), named: name + ".dot")
  }

  @Test(arguments: try SnapshotCatalog.all().map(\.0))
  func mermaidMatchesSnapshot(name: String) throws {
    let description = try #require(SnapshotCatalog.all().first { $0.0 == name }?.1)
    try expectSnapshot(MermaidEmitter().emit(description), named: name + ".mmd")
  }

  @Test(arguments: try SnapshotCatalog.all().map(\.0))
  func dotTextRendersWithTheLinkedGraphviz(name: String) throws {
    let description = try #require(SnapshotCatalog.all().first { $0.0 == name }?.1)
    let svg = try GraphvizRenderer().render(dot: DOTEmitter().emit(description), format: .svg)
    let text = String(decoding: svg, as: UTF8.self)
    #expect(text.contains("<svg"))
    #expect(text.contains(">Legend</text>"))
  }

  /// The `dot` command reads the same text without a warning, which the renderer does not report.
  @Test(arguments: try SnapshotCatalog.all().map(\.0))
  func dotTextIsValidForTheDotCommand(name: String) throws {
    let description = try #require(SnapshotCatalog.all().first { $0.0 == name }?.1)
    let result = try runDot(DOTEmitter().emit(description))
    #expect(result.status == 0, "dot failed: \(result.errors)")
    #expect(result.errors.isEmpty, "dot warned: \(result.errors)")
    #expect(result.output.contains("<svg"))
    #expect(result.output.contains(">Legend</text>"))
  }
}

/// Every snapshot file belongs to a view the catalog still draws: none is left behind unchecked.
@Test func noSnapshotIsOrphaned() throws {
  let folder = TestPaths.tests.appendingPathComponent("Snapshots")
  let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
    // the scanner's golden IRs, checked by ScanSemanticIndexTests, and the reporters' golden
    // files, checked by ReporterGoldenTests
    $0 != "ir" && $0 != "reporters"
  }
  let expected = Set(try SnapshotCatalog.all().flatMap { [$0.0 + ".dot", $0.0 + ".mmd"] })
  #expect(Set(files).subtracting(expected).sorted() == [])
}

/// The registered example app must load, or its snapshots would silently disappear.
@Test func theExampleAppGraphLoads() throws {
  let graph = try exampleAppGraph()
  #expect(graph.roots == ["AppFeature"])
  #expect(try SnapshotCatalog.all().contains { $0.0 == "example-delegate-flow" })
}
