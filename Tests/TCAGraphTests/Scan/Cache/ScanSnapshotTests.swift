import Foundation
import Testing

@testable import TCAGraph
@testable import TCAGraphCache

/// The snapshot of the last scan: reused when nothing changed what the files give, never when
/// something did, and never trusted when damaged.
@Suite struct ScanSnapshotTests {
  typealias App = FactsCacheTests.App

  /// The graph of a scan of `app` without any cache, as JSON.
  func uncachedGraph(_ app: App) throws -> Data { try app.scan().graph.jsonData() }

  @Test func unchangedFilesReuseTheLastResult() throws {
    let app = try App()
    defer { app.remove() }
    let cold = try app.scan(cache: app.cache)
    #expect(!cold.reusedLastResult)
    let warm = try app.scan(cache: app.cache)
    #expect(warm.reusedLastResult)
    #expect(warm.cacheHits == 2)
    #expect(warm.fileCount == cold.fileCount)
    #expect(warm.byteCount == cold.byteCount)
    #expect(warm.readSummary.hasSuffix("the last scan's graph was reused"))
    #expect(try warm.graph.jsonData() == uncachedGraph(app))
  }

  @Test func anEditThatChangesNothingTheFileGivesReusesTheResult() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    try app.write("Parent.swift", App.parent(childCase: "child") + "// a comment at the end\n")
    let edited = try app.scan(cache: app.cache)
    #expect(edited.reusedLastResult)
    #expect(edited.cacheHits == 1)
    #expect(edited.byteCount == (try app.scan().byteCount))
    #expect(try edited.graph.jsonData() == uncachedGraph(app))
  }

  @Test func anAddedOrRemovedFileIsNotMissed() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    try app.write(
      "Other.swift",
      "import ComposableArchitecture\n\n@Reducer\nstruct Other {\n  struct State {}\n"
        + "  enum Action { case tapped }\n}\n")
    let added = try app.scan(cache: app.cache)
    #expect(!added.reusedLastResult)
    #expect(added.graph.features.contains { $0.id == "Other" })
    try FileManager.default.removeItem(atPath: app.sources + "/Other.swift")
    let removed = try app.scan(cache: app.cache)
    #expect(!removed.graph.features.contains { $0.id == "Other" })
    #expect(try removed.graph.jsonData() == uncachedGraph(app))
  }

  @Test func aNewManifestChangesTheModulesAndIsNotMissed() throws {
    let app = try App()
    defer { app.remove() }
    let before = try app.scan(cache: app.cache)
    #expect(!before.graph.features.contains { $0.module == "Kit" })
    try FileManager.default.createDirectory(
      atPath: app.root.appendingPathComponent("Sources/Kit").path,
      withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      atPath: app.sources + "/Child.swift", toPath: app.sources + "/Kit/Child.swift")
    try """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "App", targets: [.target(name: "Kit")])
    """.write(
      toFile: app.root.appendingPathComponent("Package.swift").path, atomically: true,
      encoding: .utf8)
    let after = try app.scan(cache: app.cache)
    #expect(!after.reusedLastResult)
    #expect(try after.graph.jsonData() == uncachedGraph(app))
    #expect(after.graph.features.contains { $0.module == "Kit" })
  }

  @Test func anEditKeepingSizeAndModificationTimeIsSeenOnceTheFilesHaveSettled() throws {
    let app = try App()
    defer { app.remove() }
    // Past the settling time, a scan trusts the files' status alone.
    Thread.sleep(forTimeInterval: Double(FileStamp.settledAge) / 1e9 + 0.2)
    _ = try app.scan(cache: app.cache)
    let warm = try app.scan(cache: app.cache)
    #expect(warm.reusedLastResult)
    let path = app.sources + "/Parent.swift"
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let edited = original.replacingOccurrences(of: "case child(", with: "case other(")
      .replacingOccurrences(of: "\\.child)", with: "\\.other)")
    #expect(edited.utf8.count == original.utf8.count)
    try edited.write(toFile: path, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.modificationDate: attributes[.modificationDate]!], ofItemAtPath: path)
    let after = try app.scan(cache: app.cache)
    #expect(!after.reusedLastResult)
    let parent = try #require(after.graph.features.first { $0.id == "Parent" })
    #expect(parent.children.map(\.actionPath) == ["other"])
  }

  /// Each cache file of the last scan that can be damaged.
  enum DamagedFile: CaseIterable, Sendable {
    case snapshot, result

    var suffix: String {
      switch self {
      case .snapshot: FactsCache.snapshotSuffix
      case .result: FactsCache.resultSuffix
      }
    }
  }

  @Test(arguments: DamagedFile.allCases, [true, false])
  func aDamagedSnapshotOrResultIsNotTrustedAndIsWarnedAbout(file: DamagedFile, truncate: Bool)
    throws
  {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    let damaged = try #require(app.cacheFiles(endingWith: file.suffix).first)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: damaged))
    let replacement = truncate ? bytes.prefix(bytes.count / 2) : Data(repeating: 0xFF, count: 64)
    try replacement.write(to: URL(fileURLWithPath: damaged))
    let after = try app.scan(cache: app.cache)
    #expect(!after.reusedLastResult)
    #expect(
      after.diagnostics.map(\.message).map { $0.hasPrefix("ignored 1 file(s) in the cache") } == [
        true
      ])
    #expect(try after.graph.jsonData() == uncachedGraph(app))
    let again = try app.scan(cache: app.cache)
    #expect(again.reusedLastResult)
    #expect(again.diagnostics.isEmpty)
  }

  @Test func anotherRequestDoesNotReuseTheResult() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    let options = ScanOptions(
      baseDirectory: app.root.path, cacheDirectory: app.cache, skipsFilesWithoutTCA: false)
    let other = try SourceScanner(options: options).scan(paths: [app.sources])
    #expect(!other.reusedLastResult)
    #expect(try SourceScanner(options: options).scan(paths: [app.sources]).reusedLastResult)
  }
}

/// The module map's questions about the disk are asked again before a result is reused.
@Suite struct ScanSnapshotFolderTests {
  @Test func aSourceFolderCreatedEmptyIsNotMissed() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-folders-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let kit = root.appendingPathComponent("Source/Kit")
    try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
    try """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "App", targets: [.target(name: "Kit")])
    """.write(
      to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "@Reducer\nstruct Counter {\n  struct State {}\n  enum Action { case tapped }\n}\n"
      .write(to: kit.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    func scan(cached: Bool) throws -> ScanResult {
      let options = ScanOptions(
        baseDirectory: root.path, cacheDirectory: cached ? root.path + "/cache" : nil)
      return try SourceScanner(options: options).scan(paths: ["Source"])
    }
    let before = try scan(cached: true)
    #expect(before.graph.features.first?.module == "Kit")
    #expect(try scan(cached: true).reusedLastResult)
    // SwiftPM looks in `Sources/Kit` first, so the module map asked whether it exists.
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/Kit"), withIntermediateDirectories: true)
    let after = try scan(cached: true)
    #expect(!after.reusedLastResult)
    #expect(try after.graph.jsonData() == scan(cached: false).graph.jsonData())
  }
}
