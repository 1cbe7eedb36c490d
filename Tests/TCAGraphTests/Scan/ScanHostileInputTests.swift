import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Files that once crashed or hung the scanner: each class of input, generated here, gives a
/// warning naming the file and leaves the rest of the scan whole.
@Suite struct ScanHostileInputTests {
  private let reducer = """
    @Reducer struct Counter {
      struct State {}
      enum Action { case tapped }
    }
    """

  private func scan(_ hostile: String) -> ScanResult {
    SourceScanner().scan(sources: [
      (path: "Counter.swift", text: reducer), (path: "Hostile.swift", text: hostile),
    ])
  }

  @Test(arguments: [2_000, 24, 15])
  func deeplyNestedLiteralsAreSkippedWithAWarning(depth: Int) {
    let hostile =
      "let data = " + String(repeating: "[", count: depth) + "1"
      + String(repeating: "]", count: depth) + "\n"
    let result = scan(hostile)
    #expect(result.graph.features.map(\.id) == ["Counter"], "the other file is still read")
    #expect(
      result.diagnostics.map(\.location?.file) == ["Hostile.swift"]
        && result.diagnostics.allSatisfy {
          $0.message.hasPrefix("'Hostile.swift' nests \(depth) levels deep")
        }, "\(result.diagnostics)")
  }

  @Test func deepParenthesesPastTheParsersReachAreSkipped() {
    let hostile =
      "let x = " + String(repeating: "(", count: 3_000) + "1"
      + String(repeating: ")", count: 3_000) + "\n"
    let result = scan(hostile)
    #expect(result.diagnostics.first?.message.contains("nests 3000 levels deep") == true)
  }

  @Test func nestingInsideStringsAndCommentsDoesNotCount() {
    let brackets = String(repeating: "[", count: 40)
    let hostile = """
      // \(brackets)
      /* \(brackets) */
      let text = "\(brackets)"
      let block = \"\"\"
        \(brackets)
        \"\"\"
      """
    #expect(scan(hostile).diagnostics == [])
  }

  @Test func aByteOrderMarkInsideAFileIsASyntaxWarningNotATrap() {
    let result = scan("struct A {\n  let t \u{FEFF}= 1\n}\n")
    let warning = result.diagnostics.first
    #expect(warning?.location?.file == "Hostile.swift")
    #expect(warning?.location?.line ?? 0 >= 1)
    #expect(warning?.message.hasPrefix("syntax error: ") == true, "\(result.diagnostics)")
    #expect(result.graph.features.map(\.id) == ["Counter"])
  }
}

/// Globs match in time proportional to pattern × path, whatever their stars.
@Suite struct ScanHostileGlobTests {
  @Test func manyDoubleStarsMatchQuickly() throws {
    let folder = try CLI.temporaryDirectory()
    let deep = (1...30).map { "d\($0)" }.joined(separator: "/")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(deep), withIntermediateDirectories: true)
    try "@Reducer struct A { struct State {}; enum Action { case a } }".write(
      to: folder.appendingPathComponent(deep + "/A.swift"), atomically: true, encoding: .utf8)
    try "@Reducer struct B { struct State {}; enum Action { case b } }".write(
      to: folder.appendingPathComponent(deep + "/x.swift"), atomically: true, encoding: .utf8)
    let stars = Array(repeating: "**", count: 12).joined(separator: "/") + "/x.swift"
    let options = ScanOptions(excludeGlobs: [stars], baseDirectory: folder.path)
    let start = ContinuousClock.now
    let result = try SourceScanner(options: options).scan(paths: ["."])
    #expect(
      ContinuousClock.now - start < .seconds(30), "a hang guard: exponential matching takes hours")
    #expect(result.graph.features.map(\.id) == ["A"])
  }
}
