import Foundation
import Testing

@testable import TCAGraph

/// The pre-filter leaves files unparsed, never changes what a scan finds: the graph, as `dump`
/// prints it, and every warning and note are the same with it and without it.
@Suite struct PrefilterOutputTests {
  /// What `dump --verbose` prints of a scan: the graph's JSON, then the warnings and notes.
  static func dump(_ result: ScanResult) throws -> String {
    String(decoding: try result.graph.jsonData(), as: UTF8.self)
      + (result.diagnostics + result.moduleNotes + result.unresolved).map { "\($0)\n" }.joined()
  }

  static func scan(_ paths: [String], base: String, prefilter: Bool) throws -> ScanResult {
    let options = ScanOptions(baseDirectory: base, skipsFilesWithoutTCA: prefilter)
    return try SourceScanner(options: options).scan(paths: paths)
  }

  @Test(arguments: ScanFixtureSupport.everyInput)
  func fixtureDumpIsTheSameWithAndWithoutThePrefilter(input: String) throws {
    let base = TestPaths.packageRoot.path
    let all = try Self.scan([input], base: base, prefilter: false)
    let filtered = try Self.scan([input], base: base, prefilter: true)
    #expect(try Self.dump(filtered) == Self.dump(all))
    #expect(filtered.fileCount == all.fileCount)
  }

  @Test func generatedAppDumpIsTheSameWithAndWithoutThePrefilter() throws {
    let root = try GeneratedPrefilterApp.write()
    defer { try? FileManager.default.removeItem(at: root) }
    let all = try Self.scan(["Sources"], base: root.path, prefilter: false)
    let filtered = try Self.scan(["Sources"], base: root.path, prefilter: true)
    #expect(try Self.dump(filtered) == Self.dump(all))
    let directives = Suppression.problems(in: filtered.suppressions)
    #expect(directives == Suppression.problems(in: all.suppressions))
    #expect(directives.map(\.location.file) == ["Sources/App/Misspelt.swift"])
    #expect(all.skippedFileCount == 0)
    // The two plain model files of each of the 12 features and the file of `@_exported import`
    // (whose import is read from its line) go unparsed, and nothing else.
    #expect(filtered.skippedFileCount == 25)
    #expect(filtered.graph.features.contains { $0.id.rawValue.hasSuffix("Lonely") })
    let cart = "fileStorage:.documentsDirectory.appending(component: \"cart.json\")"
    #expect(filtered.graph.sharedKey(cart)?.name == "cart", "the key file holds no other TCA word")
  }
}
