import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// One rule for what is test code: the scanner skips exactly what lint forgives.
@Suite struct TestCodeRuleTests {
  static let cases: [(path: String, isTest: Bool)] = [
    ("Tests/AppTests/AppFeatureTests.swift", true),
    ("Test/Helpers.swift", true),
    ("App/AppUITests/Flow.swift", true),
    ("Sources/App/AppFeatureTests.swift", true),
    ("Sources/App/SpeedTest.swift", false),
    ("Sources/Testing/Harness.swift", false),
    ("Sources/App/AppFeature.swift", false),
  ]

  @Test(arguments: cases.indices)
  func scannerAndLintAgree(index: Int) throws {
    let (path, isTest) = Self.cases[index]
    let context = LintContext(graph: ArchitectureGraph(roots: [], features: []))
    #expect(context.isInTests(SourceLocation(file: path, line: 1)) == isTest, "\(path)")
    let folder = try CLI.temporaryDirectory()
    let file = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "@Reducer struct Probe { struct State {}; enum Action { case a } }".write(
      to: file, atomically: true, encoding: .utf8)
    let scanned = try SourceScanner(options: ScanOptions(baseDirectory: folder.path))
      .scan(paths: ["."])
    #expect((scanned.fileCount == 0) == isTest, "\(path)")
  }
}
