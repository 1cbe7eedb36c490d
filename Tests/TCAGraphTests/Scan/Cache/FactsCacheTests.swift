import Foundation
import Testing

@testable import TCAGraph
@testable import TCAGraphCache
@testable import TCAGraphModuleMap
@testable import TCAGraphScan
@testable import TCAGraphSupport
@testable import TCAGraphSyntax
@testable import TCAGraphViews

/// The per-file facts cache: hits and misses, invalidation, damaged entries, an unusable folder,
/// concurrent writers and pruning.
@Suite struct FactsCacheTests {
  /// A small app of two features in two files, in a fresh folder, with a cache folder beside it.
  struct App {
    let root: URL
    var sources: String { root.appendingPathComponent("Sources").path }
    var cache: String { root.appendingPathComponent("cache").path }
    var entries: String { cache + "/facts" }

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("tca-graph-cache-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        atPath: root.appendingPathComponent("Sources").path, withIntermediateDirectories: true)
      try write("Parent.swift", Self.parent(childCase: "child"))
      try write(
        "Child.swift",
        """
        import ComposableArchitecture

        @Reducer
        struct Child {
          struct State {}
          enum Action { case delegate(Delegate) }
          enum Delegate { case finished }
        }
        """)
    }

    static func parent(childCase: String) -> String {
      """
      import ComposableArchitecture

      @Reducer
      struct Parent {
        struct State { var child = Child.State() }
        enum Action { case \(childCase)(Child.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.child, action: \\.\(childCase)) { Child() }
        }
      }
      """
    }

    func write(_ name: String, _ text: String) throws {
      try text.write(toFile: sources + "/" + name, atomically: true, encoding: .utf8)
    }

    func scan(cache: String? = nil, sizeLimit: Int = 64 << 20, base: String? = nil) throws
      -> ScanResult
    {
      let options = ScanOptions(
        baseDirectory: base ?? root.path, cacheDirectory: cache, cacheSizeLimit: sizeLimit)
      return try SourceScanner(options: options).scan(paths: [sources])
    }

    /// The per-file entries in the cache folder.
    func entryFiles() -> [String] { cacheFiles(endingWith: FactsCache.entrySuffix) }

    /// The files in the cache folder whose names end with `suffix`.
    func cacheFiles(endingWith suffix: String) -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: entries)) ?? []).sorted()
        .filter { $0.hasSuffix(suffix) }.map { entries + "/" + $0 }
    }

    /// Deletes the snapshots of earlier scans, so that the next scan reads every entry.
    func forgetSnapshots() {
      for file in cacheFiles(endingWith: FactsCache.snapshotSuffix) { unlink(file) }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  @Test func secondScanReadsEveryFileFromTheCacheAndGivesTheSameGraph() throws {
    let app = try App()
    defer { app.remove() }
    let uncached = try app.scan()
    let cold = try app.scan(cache: app.cache)
    let warm = try app.scan(cache: app.cache)
    #expect(cold.cacheHits == 0)
    #expect(warm.cacheHits == 2)
    #expect(app.entryFiles().count == 2)
    #expect(try warm.graph.jsonData() == uncached.graph.jsonData())
    #expect(try cold.graph.jsonData() == uncached.graph.jsonData())
  }

  @Test func editedFileIsParsedAgainAndItsEditSeen() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    try app.write("Parent.swift", App.parent(childCase: "renamed"))
    let edited = try app.scan(cache: app.cache)
    #expect(edited.cacheHits == 1)
    #expect(!edited.reusedLastResult)
    let parent = try #require(edited.graph.features.first { $0.id == "Parent" })
    #expect(parent.children.map(\.actionPath) == ["renamed"])
    #expect(try edited.graph.jsonData() == app.scan().graph.jsonData())
  }

  @Test func fileReadUnderAnotherPathIsNotTakenFromTheCache() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    let elsewhere = try app.scan(cache: app.cache, base: app.sources)
    #expect(elsewhere.cacheHits == 0)
    let parent = try #require(elsewhere.graph.features.first { $0.id == "Parent" })
    #expect(parent.location?.file == "Parent.swift")
  }

  @Test func entryOfAnotherBuildIsIgnored() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    let other = try FactsCache(directory: app.cache, sizeLimit: 1 << 20, build: "0.0.0 other")
    let contents = try Data(contentsOf: URL(fileURLWithPath: app.sources + "/Parent.swift"))
    #expect(other.entry(for: other.key(path: "Sources/Parent.swift", contents: contents)) == nil)
    let current = try FactsCache(directory: app.cache, sizeLimit: 1 << 20)
    #expect(
      current.entry(for: current.key(path: "Sources/Parent.swift", contents: contents)) != nil)
  }

  /// Each way an entry can be damaged.
  enum Damage: CaseIterable, Sendable {
    case truncated, garbage, foreign, otherFormat

    /// The damaged form of an entry, `own`, beside another file's entry, `other`.
    func apply(own: Data, other: Data) -> Data {
      switch self {
      case .truncated: own.prefix(own.count / 2)
      case .garbage: Data("\u{0}\u{1}not an entry".utf8)
      case .foreign: other
      case .otherFormat:
        {
          // Sealed again for its own key: only the format inside is another.
          let key = FactsCacheTests.sealKey(of: own)
          let payload = try! CacheSeal.open(Array(own), key: key).payload
          var entry = try! CompactDecoder().decode(FactsCacheEntry.self, from: payload)
          entry.format = 999
          return Data(CacheSeal.seal(try! CompactEncoder().encode(entry), key: key).bytes)
        }()
      }
    }
  }

  /// The digest the sealed cache file `bytes` holds (see ``CacheSeal``).
  static func digest(of bytes: Data) -> String {
    String(decoding: bytes.dropFirst(CacheSeal.magic.count).prefix(64), as: UTF8.self)
  }

  /// The key the sealed cache file `bytes` was written for (see ``CacheSeal``).
  static func sealKey(of bytes: Data) -> String {
    var position = bytes.startIndex + CacheSeal.magic.count + 64
    var length = 0
    var shift = 0
    while true {
      let byte = bytes[position]
      position += 1
      length |= Int(byte & 0x7F) << shift
      shift += 7
      if byte < 0x80 { break }
    }
    return String(decoding: bytes[position..<position + length], as: UTF8.self)
  }

  @Test(arguments: Damage.allCases)
  func damagedEntriesAreIgnoredAndRewrittenWithOneWarning(damage: Damage) throws {
    let app = try App()
    defer { app.remove() }
    let expected = try app.scan().graph.jsonData()
    _ = try app.scan(cache: app.cache)
    let files = app.entryFiles()
    try #require(files.count == 2)
    let contents = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    #expect(damage.apply(own: contents[0], other: contents[1]) != contents[0])
    for (index, file) in files.enumerated() {
      let damaged = damage.apply(own: contents[index], other: contents[1 - index])
      try damaged.write(to: URL(fileURLWithPath: file))
    }
    app.forgetSnapshots()
    let afterDamage = try app.scan(cache: app.cache)
    #expect(afterDamage.cacheHits == 0)
    #expect(afterDamage.diagnostics.count == 1)
    #expect(
      afterDamage.diagnostics.first?.message.hasPrefix("ignored 2 file(s) in the cache") == true)
    #expect(try afterDamage.graph.jsonData() == expected)
    app.forgetSnapshots()
    let rewritten = try app.scan(cache: app.cache)
    #expect(rewritten.cacheHits == 2)
    #expect(rewritten.diagnostics.isEmpty)
    #expect(try rewritten.graph.jsonData() == expected)
  }

  @Test func folderThatCannotBeCreatedIsAWarningAndTheScanGoesOn() throws {
    let app = try App()
    defer { app.remove() }
    let blocker = app.root.appendingPathComponent("not-a-folder").path
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
    let result = try app.scan(cache: blocker + "/cache")
    let warning = try #require(result.diagnostics.first)
    #expect(warning.severity == .warning)
    #expect(warning.message.hasPrefix("cannot use the cache folder '\(blocker)/cache'"))
    #expect(warning.message.contains("'\(blocker)' is a file, not a folder"))
    #expect(warning.message.hasSuffix("scanning without the cache"))
    #expect(warning.fix == "name a folder you can write with --cache-dir DIR, or pass --no-cache")
    #expect(
      warning.description.hasSuffix(
        "scanning without the cache: name a folder you can write with --cache-dir DIR, or pass --no-cache"
      ))
    #expect(result.diagnostics.count == 1)
    #expect(try result.graph.jsonData() == app.scan().graph.jsonData())
  }

  @Test func concurrentRunsLeaveACompleteCache() throws {
    let app = try App()
    defer { app.remove() }
    for index in 0..<30 {
      try app.write("Plain\(index).swift", "struct Plain\(index)Action { var value = \(index) }\n")
    }
    let expected = try app.scan().graph.jsonData()
    let graphs = SourceScanner.parallelMap(Array(0..<6)) { _ in
      try? app.scan(cache: app.cache).graph.jsonData()
    }
    #expect(graphs.allSatisfy { $0 == expected })
    let after = try app.scan(cache: app.cache)
    #expect(after.cacheHits == after.fileCount)
    #expect(app.entryFiles().count == after.fileCount - after.skippedFileCount)
    #expect(app.cacheFiles(endingWith: FactsCache.snapshotSuffix).count == 1)
    #expect(try after.graph.jsonData() == expected)
  }

  @Test func prunesLeastRecentlyUsedEntriesFirstPastItsLimit() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-prune-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let cache = try FactsCache(directory: directory, sizeLimit: 10_000, build: "test")
    let now = Date()
    func write(_ name: String, minutesAgo: Double) throws {
      let path = cache.folder + "/" + name
      try Data(repeating: 0x20, count: 1_000).write(to: URL(fileURLWithPath: path))
      try FileManager.default.setAttributes(
        [.modificationDate: now.addingTimeInterval(-60 * minutesAgo)], ofItemAtPath: path)
    }
    func entry(_ index: Int) -> String { SHA256.hex(of: [UInt8(index)]) + FactsCache.entrySuffix }
    for index in 0..<20 { try write(entry(index), minutesAgo: Double(40 - index)) }
    let abandoned = entry(0) + ".tmp-1-" + UUID().uuidString
    let inFlight = entry(1) + ".tmp-2-" + UUID().uuidString
    try write(abandoned, minutesAgo: 60)
    try write(inFlight, minutesAgo: 0)
    cache.prune(now: now)
    let kept = try FileManager.default.contentsOfDirectory(atPath: cache.folder).sorted()
    // 20,000 bytes of entries past a 10,000-byte limit: the oldest go until 7,500 are left.
    #expect(kept == ([inFlight] + (13..<20).map(entry)).sorted())
  }

  @Test func scanKeepsTheFolderWithinItsLimit() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache, sizeLimit: 100)
    #expect(app.entryFiles().isEmpty)
    let again = try app.scan(cache: app.cache, sizeLimit: 100)
    #expect(again.cacheHits == 0)
    #expect(try again.graph.jsonData() == app.scan().graph.jsonData())
  }
}
