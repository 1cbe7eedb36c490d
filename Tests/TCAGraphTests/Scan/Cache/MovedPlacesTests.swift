import Foundation
import Testing

@testable import TCAGraph
@testable import TCAGraphCache
@testable import TCAGraphScan
@testable import TCAGraphSupport
@testable import TCAGraphSyntax

/// An edit that only moves a file's places (a line inserted above them) reuses the stored result
/// with its places moved, and gives what a scan without the cache gives.
@Suite struct MovedPlacesTests {
  /// A copy of a folder of sources in a fresh folder, with a cache folder beside it.
  struct Copy {
    let root: URL
    var sources: String { root.appendingPathComponent("Sources").path }
    var cache: String { root.appendingPathComponent("cache").path }

    init(of folder: String) throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("tca-graph-moved-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: folder, toPath: sources)
    }

    init(files: [String: String]) throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("tca-graph-moved-\(UUID().uuidString)")
      for (name, text) in files {
        let url = root.appendingPathComponent("Sources/" + name)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
      }
    }

    /// The Swift sources, manifests left out.
    var swiftFiles: [String] {
      let walk = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String }
      return (walk ?? []).filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }
        .sorted().map { sources + "/" + $0 }
    }

    func scan(cached: Bool) throws -> ScanResult {
      try SourceScanner(
        options: ScanOptions(baseDirectory: root.path, cacheDirectory: cached ? cache : nil)
      ).scan(paths: [sources])
    }

    /// Inserts `line` before the line at `index` (0-based) of `file`, or at its end.
    func insert(_ line: String, before index: Int, in file: String) throws {
      var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
      lines.insert(line, at: min(index, lines.count))
      try lines.joined(separator: "\n").write(toFile: file, atomically: false, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  /// What a scan says, as the commands use it.
  static func said(_ result: ScanResult) throws -> [String] {
    [String(decoding: try result.graph.jsonData(), as: UTF8.self)]
      + result.diagnostics.map(\.description) + result.unresolved.map(\.description)
      + result.moduleNotes.map(\.description)
      + result.directives.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
  }

  static let folders = [
    "Tests/TCAGraphTests/Fixtures/Scan/ExampleApp", "Examples/CoupledApp",
    "Tests/TCAGraphTests/Fixtures/Scan/Forms/TCA2Channels",
    "Tests/TCAGraphTests/Fixtures/Scan/Modules",
  ]

  /// Each file in turn gets a line inserted at its top, then one in its middle, the edits adding
  /// up; after each, the cached scan says what a scan without the cache says, and some of them
  /// reuse the stored result (not those whose messages name a moved place, as a clash's
  /// "first at" does).
  @Test(arguments: folders)
  func insertedLinesGiveWhatAScanWithoutTheCacheGives(folder: String) throws {
    let copy = try Copy(of: TestPaths.packageRoot.appendingPathComponent(folder).path)
    defer { copy.remove() }
    _ = try copy.scan(cached: true)
    var edits = 0
    var reused = 0
    for file in copy.swiftFiles.prefix(12) {
      let count = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").count
      for (line, index) in [("// inserted at the top", 0), ("", count / 2)] {
        try copy.insert(line, before: index, in: file)
        let cached = try copy.scan(cached: true)
        #expect(try Self.said(cached) == Self.said(copy.scan(cached: false)), "\(file) \(index)")
        edits += 1
        if cached.reusedLastResult { reused += 1 }
      }
    }
    #expect(reused > 0, "\(reused) of \(edits) edits reused the result")
  }

  @Test func aLineInsertedAboveAFeatureMovesItWithoutAssemblingAgain() throws {
    let app = try FactsCacheTests.App()
    defer { app.remove() }
    let cold = try app.scan(cache: app.cache)
    let line = try #require(cold.graph.features.first { $0.id == "Parent" }?.location?.line)
    try app.write(
      "Parent.swift", "// a comment first\n" + FactsCacheTests.App.parent(childCase: "child"))
    let edited = try app.scan(cache: app.cache)
    #expect(edited.reusedLastResult)
    #expect(
      edited.readSummary.hasSuffix(
        "what the files give changed only in the places of 1 file(s), so the last scan's graph "
          + "was reused with those places moved"))
    #expect(edited.graph.features.first { $0.id == "Parent" }?.location?.line == line + 1)
    #expect(try edited.graph.jsonData() == app.scan().graph.jsonData())
    try app.write(
      "Parent.swift", "\n\n// a comment first\n" + FactsCacheTests.App.parent(childCase: "child"))
    let again = try app.scan(cache: app.cache)
    #expect(again.reusedLastResult, "the moves of two edits add up")
    #expect(again.graph.features.first { $0.id == "Parent" }?.location?.line == line + 3)
    let warm = try app.scan(cache: app.cache)
    #expect(warm.reusedLastResult)
    #expect(try warm.graph.jsonData() == app.scan().graph.jsonData())
  }

  @Test func aTextNamingAMovedPlaceIsAssembledAgain() throws {
    let declaration =
      "let lampReducer = Reducer<LampState, LampAction, LampEnvironment> { _, _, _ in .none }\n"
    let copy = try Copy(files: ["Hall/Lamp.swift": declaration, "Kitchen/Lamp.swift": declaration])
    defer { copy.remove() }
    let cold = try copy.scan(cached: true)
    #expect(
      cold.unresolved.map(\.message).contains {
        $0.contains("(first at Sources/Hall/Lamp.swift:1:5)")
      })
    try copy.insert("// moved", before: 0, in: copy.sources + "/Hall/Lamp.swift")
    let edited = try copy.scan(cached: true)
    #expect(!edited.reusedLastResult)
    #expect(
      edited.unresolved.map(\.message).contains {
        $0.contains("(first at Sources/Hall/Lamp.swift:2:5)")
      })
    #expect(try Self.said(edited) == Self.said(copy.scan(cached: false)))
  }

  @Test func aMovedDirectiveMovesWithItsFile() throws {
    let copy = try Copy(files: [
      "Counter.swift": """
      import ComposableArchitecture

      @Reducer
      struct Counter {
        struct State {}
        // tca-graph:disable:next lane-violation
        enum Action { case tapped }
      }

      """
    ])
    defer { copy.remove() }
    _ = try copy.scan(cached: true)
    try copy.insert("", before: 0, in: copy.sources + "/Counter.swift")
    let edited = try copy.scan(cached: true)
    #expect(edited.reusedLastResult)
    #expect(edited.directives["Sources/Counter.swift"]?.map(\.line) == [7])
    #expect(try Self.said(edited) == Self.said(copy.scan(cached: false)))
  }

  @Test func anEditThatReordersOrChangesWhatTheFileSaysIsAssembledAgain() throws {
    let app = try FactsCacheTests.App()
    defer { app.remove() }
    _ = try app.scan(cache: app.cache)
    let child = """
      import ComposableArchitecture

      @Reducer
      struct Child {
        enum Delegate { case finished }
        struct State {}
        enum Action { case delegate(Delegate) }
      }
      """
    try app.write("Child.swift", child)
    let reordered = try app.scan(cache: app.cache)
    #expect(!reordered.reusedLastResult)
    #expect(try reordered.graph.jsonData() == app.scan().graph.jsonData())
    try app.write("Child.swift", "\n" + child.replacingOccurrences(of: "finished", with: "done"))
    let changed = try app.scan(cache: app.cache)
    #expect(!changed.reusedLastResult)
    #expect(try changed.graph.jsonData() == app.scan().graph.jsonData())
  }

  @Test func aFileThatNowTiesAnotherToItIsReadAgain() throws {
    let copy = try Copy(files: [
      "Counter.swift": """
      import ComposableArchitecture

      @Reducer
      struct Counter {
        struct State {}
        enum Action { case tapped }
      }

      """,
      "Formatter.swift": "struct Formatter { var width = 0 }\n",
    ])
    defer { copy.remove() }
    let cold = try copy.scan(cached: true)
    #expect(cold.skippedFileCount == 1, "nothing ties Formatter.swift to a feature")
    try copy.insert("// uses Formatter now", before: 0, in: copy.sources + "/Counter.swift")
    let edited = try copy.scan(cached: true)
    #expect(
      !edited.reusedLastResult, "Counter now mentions a name a file without TCA words declares")
    #expect(edited.skippedFileCount == 0)
    #expect(try Self.said(edited) == Self.said(copy.scan(cached: false)))
  }
}

/// The moves between two readings of a file that differ only in where their places are.
@Suite struct MovedFileTests {
  static let path = "Sources/A.swift"

  static func facts(_ lines: [Int], imports: [String] = ["ComposableArchitecture"]) -> FileFacts {
    var facts = FileFacts(path: path)
    for (index, line) in lines.enumerated() {
      facts.types.append(
        RawType(
          name: "T\(index)", kind: .structType,
          location: SourceLocation(file: path, line: line, column: 8)))
    }
    for module in imports { facts.imports.insert(module) }
    return facts
  }

  @Test func placesMovedInOrderAreAligned() throws {
    let moved = try #require(
      MovedFile.aligning(
        path: Self.path, earlier: nil, from: Self.facts([3, 9]), to: Self.facts([4, 12]),
        directives: []))
    #expect(moved.moves.map { [$0.fromLine, $0.toLine] } == [[3, 4], [9, 12]])
    let again = try #require(
      MovedFile.aligning(
        path: Self.path, earlier: moved, from: Self.facts([4, 12]), to: Self.facts([5, 20]),
        directives: []))
    #expect(again.moves.map { [$0.fromLine, $0.toLine] } == [[3, 5], [9, 20]])
  }

  @Test func placesThatChangeOrderOrValuesThatDifferAreNotAligned() {
    #expect(
      MovedFile.aligning(
        path: Self.path, earlier: nil, from: Self.facts([3, 9]), to: Self.facts([9, 3]),
        directives: []) == nil)
    #expect(
      MovedFile.aligning(
        path: Self.path, earlier: nil, from: Self.facts([3, 9]), to: Self.facts([3, 9, 12]),
        directives: []) == nil)
    #expect(
      MovedFile.aligning(
        path: Self.path, earlier: nil, from: Self.facts([3], imports: ["A"]),
        to: Self.facts([4], imports: ["B"]), directives: []) == nil)
  }

  @Test func setsAndDictionariesAreComparedWhateverTheirOrder() throws {
    let names = (0..<40).map { "Module\($0)" }
    var before = Self.facts([3], imports: names)
    var after = Self.facts([4], imports: names.reversed())
    before.typeAliases = Dictionary(uniqueKeysWithValues: names.map { ($0, $0) })
    after.typeAliases = Dictionary(uniqueKeysWithValues: names.reversed().map { ($0, $0) })
    #expect(
      MovedFile.aligning(path: Self.path, earlier: nil, from: before, to: after, directives: [])
        != nil)
  }

  @Test func aStoredPlaceTheMovesDoNotNameStopsTheDecoding() throws {
    let moved = try #require(
      MovedFile.aligning(
        path: Self.path, earlier: nil, from: Self.facts([3]), to: Self.facts([4]),
        directives: []))
    let bytes = try CompactEncoder().encode(Self.facts([3, 9]))
    #expect(throws: LocationMoves.Unknown.self) {
      try CompactDecoder(moves: LocationMoves([moved])).decode(FileFacts.self, from: bytes)
    }
    let known = try CompactDecoder(moves: LocationMoves([moved])).decode(
      FileFacts.self, from: try CompactEncoder().encode(Self.facts([3])))
    #expect(known.types.map(\.location.line) == [4])
  }
}
