import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Broken input, file discovery, unresolved constructs and roots.
@Suite final class ScanInputTests {
  private let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("scan-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  private func write(_ relative: String, _ text: String) throws {
    let url = directory.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func scan(_ options: ScanOptions? = nil) throws -> ScanResult {
    var chosen = options ?? ScanOptions()
    chosen.baseDirectory = directory.path
    return try SourceScanner(options: chosen).scan(paths: ["."])
  }

  private static let feature = """
    @Reducer
    struct Child {
      struct State {}
      enum Action { case tapped }
    }

    """

  @Test func aFileThatDoesNotParseStillGivesWhatCanBeRead() {
    let source =
      Self.feature + """
        @Reducer
        struct Broken {
          struct State { var child = Child.State() }
          enum Action { case child(Child.Action) }
          var body: some ReducerOf<Self> {
            Scope(state: \\.child, action: \\.child) { Child() }
            Reduce { state, action in
              switch action {
              case .child(.tapped:
                return .none
              }
            }
          }
        """
    let result = ScanFixtureSupport.scan(source: source, name: "Broken.swift")
    let warning = result.diagnostics.first
    #expect(warning?.severity == .warning)
    #expect(warning?.location?.file == "Broken.swift")
    #expect(warning?.description.hasPrefix("Broken.swift:") ?? false)
    #expect(warning?.message.contains("syntax error") ?? false)
    #expect(result.graph.feature("Broken")?.children.map(\.child) == ["Child"])
  }

  @Test func nonUTF8FilesAreSkippedWithAWarning() throws {
    try write("Good.swift", Self.feature)
    try Data([0xFF, 0xFE, 0x00, 0xC3, 0x28]).write(
      to: directory.appendingPathComponent("Bad.swift"))
    let result = try scan()
    #expect(result.fileCount == 1)
    #expect(
      result.diagnostics.map(\.description) == [
        "Bad.swift:1:1: warning: 'Bad.swift' is not UTF-8 text; skipped"
      ])
    #expect(result.graph.feature("Child") != nil)
  }

  @Test func aMissingPathThrows() {
    let error = #expect(throws: ScanError.self) {
      try SourceScanner().scan(paths: ["/no/such/folder"])
    }
    #expect(error == .pathNotFound("/no/such/folder"))
  }

  @Test func buildFoldersAndTestsAreSkippedAndGlobsApply() throws {
    try write("App/Child.swift", Self.feature)
    try write(".build/checkouts/Other.swift", "@Reducer struct Other {}")
    try write("Pods/Pod.swift", "@Reducer struct Pod {}")
    try write("AppTests/ChildTests.swift", "@Reducer struct InTests {}")
    try write("App/Generated/Mock.swift", "@Reducer struct Mock {}")
    var result = try scan()
    #expect(result.graph.features.map(\.id) == ["Child", "Mock"])
    result = try scan(ScanOptions(excludeGlobs: ["**/Generated/**"]))
    #expect(result.graph.features.map(\.id) == ["Child"])
    result = try scan(ScanOptions(includeTests: true))
    #expect(result.graph.features.map(\.id) == ["Child", "InTests", "Mock"])
    result = try scan(ScanOptions(includeGlobs: ["App/*.swift"]))
    #expect(result.graph.features.map(\.id) == ["Child"])
    #expect(result.graph.features.first?.location?.file == "App/Child.swift")
  }

  @Test func xcodeFileTemplatesAreSkipped() throws {
    try write("App/Child.swift", Self.feature)
    try write(
      "xctemplates/TCA.xctemplate/Feature/___FILEBASENAME___Store.swift",
      "@Reducer public struct ___VARIABLE_productName___ { public init() {} }\n")
    try write("xctemplates/TCA.xctemplate/Package.swift", "let package = Package(name: \"T\")\n")
    let result = try scan()
    #expect(result.graph.features.map(\.id) == ["Child"])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.fileCount == 1)
  }

  @Test func constructsThatCannotBeResolvedAreReportedWithTheirLine() {
    let source = """
      @Reducer
      struct Parent {
        struct State { var child = Child.State() }
        enum Action { case child(Child.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.child, action: \\.child) { makeChild() }
          Scope(state: \\.other, action: \\.other) { Missing() }
        }
      }
      """
    let result = ScanFixtureSupport.scan(source: source, name: "Parent.swift")
    #expect(
      result.unresolved.map(\.description) == [
        "Parent.swift:4:22: note: reducer 'Child' is not declared in the scanned sources",
        "Parent.swift:6:5: note: child reducer 'makeChild()' is not a type the scanner can follow",
        "Parent.swift:7:5: note: reducer 'Missing' is not declared in the scanned sources",
      ])
  }

  @Test func rootsAreFeaturesNobodyComposesAndRootOptionKeepsWhatItReaches() throws {
    try write(
      "Features.swift",
      Self.feature + """
        @Reducer
        struct A {
          struct State { var child = Child.State() }
          enum Action { case child(Child.Action) }
          var body: some ReducerOf<Self> { Scope(state: \\.child, action: \\.child) { Child() } }
        }
        @Reducer
        struct B {
          struct State {}
          enum Action { case tapped }
        }
        """)
    #expect(try scan().graph.roots == ["A", "B"])
    let chosen = try scan().graph.rooted(at: "A")
    #expect(chosen.roots == ["A"])
    #expect(chosen.features.map(\.id) == ["A", "Child"])
    let missing = #expect(throws: UnknownRootError.self) { try scan().graph.rooted(at: "Nope") }
    #expect(missing?.description == "no feature named 'Nope' to use as the root (roots: A, B)")
  }

  @Test func outputIsDeterministic() throws {
    let first = try ScanFixtureSupport.scan("ExampleApp").graph.jsonData()
    let second = try ScanFixtureSupport.scan("ExampleApp").graph.jsonData()
    #expect(first == second)
  }
}
