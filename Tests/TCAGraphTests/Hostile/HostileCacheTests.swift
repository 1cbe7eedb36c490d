import Foundation
import Testing

@testable import TCAGraph
@testable import TCAGraphCache
@testable import TCAGraphModuleMap
@testable import TCAGraphScan
@testable import TCAGraphSupport
@testable import TCAGraphSyntax
@testable import TCAGraphViews

/// A cache folder written by someone else: a snapshot naming a file outside the cache, edited
/// entries, links, FIFOs, huge files and folders where entries belong, a `facts` folder that is
/// a link, a folder others can write, and folder paths that cannot be made. Each run must give
/// the graph a run without the cache gives, touch nothing outside the cache, and say what it
/// refused, once.
@Suite struct HostileCacheTests {
  typealias App = FactsCacheTests.App

  /// The payload of the sealed cache file at `path`, changed by `change` and sealed again for
  /// the same key, as someone who knows the format would.
  static func reseal(_ path: String, _ change: ([UInt8]) throws -> [UInt8]) throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let key = FactsCacheTests.sealKey(of: bytes)
    let payload = try CacheSeal.open(Array(bytes), key: key).payload
    try Data(CacheSeal.seal(try change(payload), key: key).bytes)
      .write(to: URL(fileURLWithPath: path))
  }

  /// `bytes` with every `old` replaced by `new` (of the same length).
  static func replacing(_ old: String, with new: String, in bytes: [UInt8]) -> [UInt8] {
    Array(
      Data(bytes).split(separator: Data(old.utf8), omittingEmptySubsequences: false)
        .joined(separator: Data(new.utf8)))
  }

  /// The one warning of `result`, which must be about refused cache files.
  func expectOneRefusal(
    _ result: ScanResult, saying reason: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let messages = result.diagnostics.map(\.message)
    #expect(messages.count == 1, "\(messages)", sourceLocation: sourceLocation)
    #expect(
      messages.first?.hasPrefix("ignored 1 file(s) in the cache") == true, "\(messages)",
      sourceLocation: sourceLocation)
    #expect(
      messages.first?.contains(reason) == true, "\(messages)", sourceLocation: sourceLocation)
  }

  // MARK: Item 1: a snapshot names its result

  @Test func aSnapshotNamingAFileOutsideTheCacheNeitherReadsNorDeletesIt() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    let victim = app.root.appendingPathComponent("victim").path
    try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
    let snapshot = try #require(app.cacheFiles(endingWith: FactsCache.snapshotSuffix).first)
    try Self.reseal(snapshot) { payload in
      var decoded = try CompactDecoder().decode(ScanSnapshot.self, from: payload)
      decoded.resultName = "../../victim"
      return try CompactEncoder().encode(decoded)
    }
    // An edit makes the scan replace the snapshot, deleting the result the old one named.
    try app.write("Parent.swift", "// moved\n" + App.parent(childCase: "child"))
    let after = try app.scan(cache: app.cache)
    #expect(FileManager.default.contents(atPath: victim) == Data("precious".utf8))
    expectOneRefusal(after, saying: "it names a result file the cache would not make")
    #expect(try after.graph.jsonData() == app.scan().graph.jsonData())
  }

  @Test(arguments: [
    "../victim", "/etc/passwd", "result-../../x.result",
    "result-00000000-0000-0000-0000-000000000000.result/..",
    "result-a1b2c3d4-0000-0000-0000-000000000000.result", ".", "..", "", "result-.result",
  ])
  func onlyNamesTheCacheMakesAreResults(name: String) {
    #expect(!CacheFileName.isResult(name))
    #expect(!CacheFileName.isOwn(name))
  }

  @Test func theCacheReadsAndDeletesOnlyItsOwnNamesInsideItsFolder() throws {
    let app = try App()
    defer { app.remove() }
    let cache = try FactsCache(directory: app.cache, sizeLimit: 1 << 20)
    let victim = app.root.appendingPathComponent("victim").path
    try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
    guard case .refused = cache.files.read(named: "../../victim") else {
      Issue.record("a name outside the folder was read")
      return
    }
    cache.files.remove(named: "../../victim")
    #expect(cache.result(named: "../../victim", digest: "") == nil)
    #expect(throws: FactsCache.Unusable.self) {
      _ = try cache.files.write([1], named: "../../victim")
    }
    #expect(FileManager.default.contents(atPath: victim) == Data("precious".utf8))
    #expect(CacheFileName.isResult(CacheFileName.newResult()))
  }

  // MARK: Item 3: entries are checked, not believed

  @Test func anEditedNameInTheResultIsAWarningAndTheGraphOfNoCache() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    let result = try #require(app.cacheFiles(endingWith: FactsCache.resultSuffix).first)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: result))
    try Data(Self.replacing("Child", with: "Chold", in: Array(bytes)))
      .write(to: URL(fileURLWithPath: result))
    let after = try app.scan(cache: app.cache)
    expectOneRefusal(after, saying: "its SHA-256 does not match its contents")
    #expect(try after.graph.jsonData() == app.scan().graph.jsonData())
    #expect(try app.scan(cache: app.cache).diagnostics.isEmpty)
  }

  @Test func aResultSealedAgainIsNotTheOneItsSnapshotRecorded() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    let result = try #require(app.cacheFiles(endingWith: FactsCache.resultSuffix).first)
    try Self.reseal(result) { Self.replacing("Child", with: "Chold", in: $0) }
    let after = try app.scan(cache: app.cache)
    expectOneRefusal(after, saying: "it is not the result its snapshot recorded")
    #expect(try after.graph.jsonData() == app.scan().graph.jsonData())
  }

  @Test func aForgedResultWithNumbersOutOfRangeIsRefusedAsAnIRWouldBe() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    let result = try #require(app.cacheFiles(endingWith: FactsCache.resultSuffix).first)
    let snapshot = try #require(app.cacheFiles(endingWith: FactsCache.snapshotSuffix).first)
    // Sealed again, and recorded again in its snapshot, as someone who can write the folder can.
    try Self.reseal(result) { payload in
      var stored = try CompactDecoder().decode(StoredScanResult.self, from: payload)
      let parent = try #require(stored.graph.features.firstIndex { $0.id == "Parent" })
      stored.graph.features[parent].children[0].order = Int.max
      return try CompactEncoder().encode(stored)
    }
    let digest = FactsCacheTests.digest(of: try Data(contentsOf: URL(fileURLWithPath: result)))
    try Self.reseal(snapshot) { payload in
      var decoded = try CompactDecoder().decode(ScanSnapshot.self, from: payload)
      decoded.resultDigest = digest
      return try CompactEncoder().encode(decoded)
    }
    let after = try app.scan(cache: app.cache)
    expectOneRefusal(after, saying: "its graph fails the checks of an IR")
    #expect(try after.graph.jsonData() == app.scan().graph.jsonData())
  }

  /// A snapshot sealed again with moved places (see ``MovedFile``) that put the result's places
  /// of `Parent.swift` on a line no file has, or that give it such a directive line: refused as
  /// a forged result is.
  @Test(arguments: ["place", "directive"])
  func aForgedSnapshotMovingPlacesOutOfRangeIsRefused(forged: String) throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    let resultFile = try #require(app.cacheFiles(endingWith: FactsCache.resultSuffix).first)
    let snapshot = try #require(app.cacheFiles(endingWith: FactsCache.snapshotSuffix).first)
    let sealed = try Data(contentsOf: URL(fileURLWithPath: resultFile))
    let stored = try CompactDecoder().decode(
      StoredScanResult.self,
      from: CacheSeal.open(Array(sealed), key: FactsCacheTests.sealKey(of: sealed)).payload)
    let path = "Sources/Parent.swift"
    let places = Set(
      try CompactEncoder().encodeWithoutLocations(stored).locations.filter { $0.file == path })
    #expect(!places.isEmpty)
    try Self.reseal(snapshot) { payload in
      var decoded = try CompactDecoder().decode(ScanSnapshot.self, from: payload)
      let moves = places.sorted().enumerated().map { index, place in
        LocationMove(
          from: place,
          to: forged == "place" ? SourceLocation(file: path, line: -5 - index) : place)
      }
      let directive = SuppressionDirective(kind: .next, line: Int.max, column: 1, rules: ["all"])
      decoded.moved = [
        MovedFile(path: path, moves: moves, directives: forged == "directive" ? [directive] : [])
      ]
      return try CompactEncoder().encode(decoded)
    }
    let after = try app.scan(cache: app.cache)
    expectOneRefusal(
      after,
      saying: forged == "place"
        ? "its graph fails the checks of an IR"
        : "it holds a suppression directive on a line no file has")
    #expect(try after.graph.jsonData() == app.scan().graph.jsonData())
    #expect(after.directives.isEmpty)
  }

  @Test func anEditedNameInAnEntryOfUnchangedSourcesIsAWarningAndTheGraphOfNoCache() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    app.forgetSnapshots()
    var edited = 0
    for entry in app.entryFiles() {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: entry)))
      let changed = Self.replacing("Delegate", with: "Delegata", in: bytes)
      guard changed != bytes else { continue }
      try Data(changed).write(to: URL(fileURLWithPath: entry))
      edited += 1
    }
    #expect(edited == 1)
    let after = try app.scan(cache: app.cache)
    expectOneRefusal(after, saying: "its SHA-256 does not match its contents")
    #expect(after.cacheHits == 1)
    #expect(try after.graph.jsonData() == app.scan().graph.jsonData())
  }

  /// A sealed entry whose facts hold numbers a parse never gives: each must be refused before
  /// assembly indexes or counts with it, and the graph must be the one of no cache.
  @Test(arguments: ["index", "negative", "line"])
  func aForgedEntryWithNumbersNoFileHasIsRefused(field: String) throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    app.forgetSnapshots()
    var forged = 0
    for entry in app.entryFiles() {
      try Self.reseal(entry) { payload in
        var decoded = try CompactDecoder().decode(FactsCacheEntry.self, from: payload)
        guard var facts = decoded.facts, !facts.types.isEmpty else { return payload }
        switch field {
        case "index": facts.types[0].enclosingExtension = facts.types.count + 7
        case "negative": facts.types[0].enclosingExtension = -1
        default: facts.types[0].location.line = Int.max
        }
        decoded.facts = facts
        forged += 1
        return try CompactEncoder().encode(decoded)
      }
    }
    #expect(forged >= 1)
    let after = try app.scan(cache: app.cache)
    let messages = after.diagnostics.map(\.message)
    #expect(messages.count == 1, "\(messages)")
    #expect(
      messages.first?.hasPrefix("ignored \(forged) file(s) in the cache") == true, "\(messages)")
    #expect(try after.graph.jsonData() == app.scan().graph.jsonData())
  }

  @Test func theCommandLineWarnsOnceAndPrintsWhatNoCachePrints() throws {
    let scene = try HostileScene()
    defer { try? FileManager.default.removeItem(at: scene.folder) }
    let arguments = ["dump", "src", "--cache-dir", "cache"]
    #expect(try scene.run(arguments).status == 0)
    let folder = scene.url("cache/facts").path
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      let path = folder + "/" + name
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      try Data(Self.replacing("Alpha", with: "Alphb", in: bytes))
        .write(to: URL(fileURLWithPath: path))
    }
    let tampered = try scene.run(arguments)
    let plain = try scene.run(["dump", "src", "--no-cache"])
    #expect(tampered.status == 0)
    #expect(tampered.output == plain.output)
    let warnings = tampered.errors.split(separator: "\n").filter { $0.hasPrefix("warning:") }
    #expect(warnings.count == 1, "\(tampered.errors)")
    #expect(warnings.first?.contains("failed its checks") == true)
  }

  @Test func aFolderOthersCanWriteIsSaidOnce() throws {
    let app = try App()
    defer { app.remove() }
    try FileManager.default.createDirectory(atPath: app.cache, withIntermediateDirectories: true)
    chmod(app.cache, 0o777)
    let result = try app.scan(cache: app.cache)
    let messages = result.diagnostics.map(\.message)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("'\(app.cache)' may be written by every user (mode 777)") == true)
    #expect(messages.first?.contains("its entries are input from others") == true)
    #expect(try result.graph.jsonData() == app.scan().graph.jsonData())
  }

  @Test(.enabled(if: geteuid() == 0, "only root can give a folder to another user"))
  func aFolderOfAnotherUserIsSaidOnce() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    chown(app.entries, 65_534, 65_534)
    let result = try app.scan(cache: app.cache)
    let messages = result.diagnostics.map(\.message)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("'\(app.entries)' belongs to another user (uid 65534)") == true)
  }

  // MARK: Item 4: no link in the cache folder is followed

  @Test func aLinkedEntryIsRefusedAndItsTargetUntouched() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    app.forgetSnapshots()
    let entry = try #require(app.entryFiles().first)
    let target = app.root.appendingPathComponent("target").path
    try FileManager.default.moveItem(atPath: entry, toPath: target)
    let old = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: target)
    try FileManager.default.createSymbolicLink(atPath: entry, withDestinationPath: target)
    let after = try app.scan(cache: app.cache)
    expectOneRefusal(after, saying: "it is a symbolic link")
    let attributes = try FileManager.default.attributesOfItem(atPath: target)
    #expect(attributes[.modificationDate] as? Date == old)
    #expect(try after.graph.jsonData() == app.scan().graph.jsonData())
    // The rebuilt entry replaced the link, not its target.
    let kind = try FileManager.default.attributesOfItem(atPath: entry)[.type] as? FileAttributeType
    #expect(kind == .typeRegular)
  }

  @Test func aFactsFolderThatIsALinkIsNotUsed() throws {
    let app = try App()
    defer { app.remove() }
    let elsewhere = app.root.appendingPathComponent("elsewhere").path
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: app.cache, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: app.entries, withDestinationPath: elsewhere)
    let result = try app.scan(cache: app.cache)
    let message = try #require(result.diagnostics.first?.message)
    #expect(result.diagnostics.count == 1)
    #expect(message.contains("'\(app.entries)' is a symbolic link"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    #expect(try result.graph.jsonData() == app.scan().graph.jsonData())
  }

  // MARK: Beyond the issue: FIFOs, huge files, folders, pruning

  @Test(.timeLimit(.minutes(1))) func aFIFOInPlaceOfTheResultIsRefusedWithoutBlocking() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    let result = try #require(app.cacheFiles(endingWith: FactsCache.resultSuffix).first)
    unlink(result)
    #expect(mkfifo(result, 0o644) == 0)
    let after = try app.scan(cache: app.cache)
    expectOneRefusal(after, saying: "it is a FIFO (named pipe)")
    #expect(try after.graph.jsonData() == app.scan().graph.jsonData())
  }

  @Test func anEntryLargerThanTheWholeCacheIsNotRead() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    app.forgetSnapshots()
    let entry = try #require(app.entryFiles().first)
    #expect(truncate(entry, 64 << 20 + 1) == 0)
    let after = try app.scan(cache: app.cache)
    expectOneRefusal(after, saying: "more than the cache's whole size limit")
    #expect(try after.graph.jsonData() == app.scan().graph.jsonData())
  }

  @Test func aFolderWhereAnEntryBelongsStopsOnlyThatEntry() throws {
    let app = try App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    app.forgetSnapshots()
    let entry = try #require(app.entryFiles().first)
    unlink(entry)
    try FileManager.default.createDirectory(
      atPath: entry + "/inside", withIntermediateDirectories: true)
    let after = try app.scan(cache: app.cache)
    expectOneRefusal(after, saying: "it is a folder")
    #expect(app.cacheFiles(endingWith: FactsCache.snapshotSuffix).count == 1)
    #expect(try after.graph.jsonData() == app.scan().graph.jsonData())
  }

  @Test func pruningDeletesOnlyTheCachesOwnNamesAndNeverThroughALink() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = try FactsCache(directory: directory.path + "/cache", sizeLimit: 1_000, build: "t")
    let victim = directory.appendingPathComponent("victim").path
    try Data(repeating: 0x20, count: 5_000).write(to: URL(fileURLWithPath: victim))
    let notes = cache.folder + "/notes.txt"
    try Data(repeating: 0x20, count: 5_000).write(to: URL(fileURLWithPath: notes))
    let linked = cache.folder + "/" + SHA256.hex(of: [1]) + FactsCache.entrySuffix
    try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: victim)
    let own = cache.folder + "/" + SHA256.hex(of: [2]) + FactsCache.entrySuffix
    try Data(repeating: 0x20, count: 5_000).write(to: URL(fileURLWithPath: own))
    cache.prune()
    #expect(FileManager.default.fileExists(atPath: victim))
    #expect(FileManager.default.fileExists(atPath: notes))
    #expect(!FileManager.default.fileExists(atPath: own))
  }

  // MARK: Item 10: folders that cannot be made, in our words

  @Test func aCacheFolderThatIsAFileOrCannotBeMadeIsSaidInOurWords() throws {
    let scene = try HostileScene()
    defer { try? FileManager.default.removeItem(at: scene.folder) }
    try scene.write("not a folder", to: "file")
    var cases = [
      ("file", "'\(scene.url("file").path)' is a file, not a folder"),
      ("file/inside", "'\(scene.url("file").path)' is a file, not a folder"),
    ]
    #if os(Linux)
      cases.append(("/proc/tca-graph", "'/proc' does not let folders be created in it"))
    #endif
    for (folder, reason) in cases {
      let run = try scene.run(["dump", "src", "--cache-dir", folder])
      #expect(run.status == 0)
      #expect(!run.errors.contains("NSCocoaErrorDomain"))
      #expect(!run.errors.contains("The file doesn't exist"))
      #expect(run.errors.contains(reason), "\(run.errors)")
      #expect(
        run.errors.contains("name a folder you can write with --cache-dir DIR, or pass --no-cache"))
    }
  }
}
