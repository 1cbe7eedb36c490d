import Foundation
import Testing
import TreeIntrospect

@testable import TCAGraph
@testable import TCAGraphAssembly
@testable import TCAGraphCache
@testable import TCAGraphLint
@testable import TCAGraphModuleMap
@testable import TCAGraphRender
@testable import TCAGraphScan
@testable import TCAGraphSyntax

/// The cache's compact binary form: every value the cache stores comes back equal, and damaged
/// bytes of any kind throw rather than crash or decode into something else.
@Suite struct CompactCoderTests {
  /// What the scan of every fixture gives, as the cache stores it.
  static let stored: StoredScanResult = {
    let options = ScanOptions(baseDirectory: TestPaths.packageRoot.path)
    let result = try! SourceScanner(options: options).scan(paths: ScanFixtureSupport.everyInput)
    return StoredScanResult(
      graph: result.graph, diagnostics: result.diagnostics, unresolved: result.unresolved,
      moduleNotes: result.moduleNotes,
      directives: ["A.swift": [], "B.swift": [], "C.swift": []])
  }()

  @Test func theGraphOfEveryFixtureComesBackEqual() throws {
    let bytes = try CompactEncoder().encode(Self.stored)
    let decoded = try CompactDecoder().decode(StoredScanResult.self, from: bytes)
    #expect(decoded.graph == Self.stored.graph)
    #expect(decoded.diagnostics == Self.stored.diagnostics)
    #expect(decoded.unresolved == Self.stored.unresolved)
    #expect(decoded.moduleNotes == Self.stored.moduleNotes)
    #expect(decoded.directives.keys.sorted() == ["A.swift", "B.swift", "C.swift"])
    #expect(try decoded.graph.jsonData() == Self.stored.graph.jsonData())
  }

  @Test(arguments: [
    "Forms/Handlers.swift", "Forms/ValueReducerVariants.swift",
    "Forms/Lanes/ActionEnumOfItsOwn.swift",
  ])
  func theFactsOfAFileComeBackEqual(name: String) throws {
    let path = ScanFixtureSupport.fixturesDirectory + "/" + name
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let outcome = SourceScanner.read(path: name, text: text, bytes: text.utf8.count)
    let facts = try #require(outcome.facts)
    let entry = FactsCacheEntry(
      format: FactsCache.format, build: "test", path: name, contentHash: "hash", facts: facts,
      diagnostic: outcome.diagnostic)
    let decoded = try CompactDecoder().decode(
      FactsCacheEntry.self, from: CompactEncoder().encode(entry))
    #expect(decoded.facts == facts)
    #expect(decoded.diagnostic == outcome.diagnostic)
    #expect(decoded.path == name)
  }

  /// A value of every shape the format has: optionals present and absent, nested arrays,
  /// dictionaries, every integer width, negative numbers, doubles and text beyond ASCII.
  struct Shapes: Codable, Equatable {
    enum Choice: Codable, Equatable {
      case plain
      case labelled(name: String, count: Int)
    }

    var text = "Ça va? 🚀"
    var empty = ""
    var absent: Int?
    var present: Int? = -7
    var small: Int8 = -128
    var wide: UInt64 = .max
    var negative = Int.min
    var ratio = -0.125
    var rows: [[Int]] = [[], [1, 2], [3]]
    var table: [String: [String]] = ["a": ["x"], "b": []]
    var choices: [Choice] = [.plain, .labelled(name: "n", count: 3)]
    var flags: Set<Bool> = [true]
  }

  @Test func valuesOfEveryShapeComeBackEqual() throws {
    let value = Shapes()
    #expect(try CompactDecoder().decode(Shapes.self, from: CompactEncoder().encode(value)) == value)
  }

  @Test func everyTruncationThrows() throws {
    let bytes = try CompactEncoder().encode(Shapes())
    for length in 0..<bytes.count {
      #expect(throws: (any Error).self) {
        try CompactDecoder().decode(Shapes.self, from: Array(bytes.prefix(length)))
      }
    }
  }

  @Test func changedBytesThrowOrDecodeWithoutCrashing() throws {
    let bytes = try CompactEncoder().encode(Self.stored)
    var generator = SeededGenerator(seed: 20_261_202)
    for _ in 0..<300 {
      var damaged = bytes
      for _ in 0..<3 {
        damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(
          in: 0...255, using: &generator)
      }
      _ = try? CompactDecoder().decode(StoredScanResult.self, from: damaged)
    }
  }

  @Test func aValueOfAnotherTypeThrows() throws {
    let bytes = try CompactEncoder().encode(Shapes())
    #expect(throws: (any Error).self) {
      try CompactDecoder().decode(FactsCacheEntry.self, from: bytes)
    }
  }

  /// A value that writes to a container after a nested container it opened was closed.
  struct OutOfOrder: Encodable {
    enum Key: CodingKey { case a, b }

    func encode(to encoder: any Encoder) throws {
      var outer = encoder.container(keyedBy: Key.self)
      var first = outer.nestedUnkeyedContainer(forKey: .a)
      try outer.encode(1, forKey: .b)
      try first.encode(2)
    }
  }

  @Test func writingToAClosedContainerThrows() {
    #expect(throws: EncodingError.self) { try CompactEncoder().encode(OutOfOrder()) }
  }
}
