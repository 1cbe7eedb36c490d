import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Names written as only the compiler reads them: backticked identifiers, and letters spelled
/// with combining marks, each named as the compiler names it.
@Suite struct HostileIdentifierTests {
  @Test func backtickedTypeNamesLoseTheirBackticksAndTheirScopesAreFollowed() throws {
    let result = ScanFixtureSupport.scan(
      source: """
        import ComposableArchitecture

        @Reducer struct `Protocol` {
          struct State { var child: `Default`.State }
          enum Action {
            case child(`Default`.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.child, action: \\.child) { `Default`() }
          }
        }

        @Reducer struct `Default` {
          struct State {}
          enum Action { case `return` }
          var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
        }
        """)
    #expect(result.graph.features.map(\.id) == ["Default", "Protocol"])
    #expect(result.graph.roots == ["Protocol"])
    let parent = try #require(result.graph.feature("Protocol"))
    #expect(parent.children.map(\.child) == ["Default"])
    #expect(result.unresolved == [])
  }

  /// Swift keeps `Über` with a precomposed `Ü` and with `U` + U+0308 apart (checked with
  /// `swiftc -typecheck`: a member of one is not found on the other), so the scan does too.
  @Test func precomposedAndDecomposedNamesAreTwoFeaturesAsToTheCompiler() throws {
    let reducer = { (name: String) in
      """
      @Reducer struct \(name) {
        struct State {}
        enum Action { case tapped }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
      }

      """
    }
    let result = ScanFixtureSupport.scan(
      source: "import ComposableArchitecture\n" + reducer("\u{DC}ber") + reducer("U\u{308}ber"))
    let ids = result.graph.features.map(\.id.rawValue)
    #expect(ids.count == 2, "\(ids)")
    #expect(ids.contains { $0.utf8.elementsEqual("\u{DC}ber".utf8) })
    #expect(ids.contains(#"U\u{308}ber"#))
  }

  /// A raw identifier that holds a dot is one name: its id keeps the backticks that say so, and
  /// messages and labels name it whole, not cut at its dot.
  @Test func aNameWithADotIsNamedWholeInLintMessages() throws {
    let scene = try HostileScene(reducers: [])
    defer { scene.remove() }
    try scene.write(
      """
      import ComposableArchitecture

      @Reducer struct `Settings.v2` {
        struct State {}
        enum Action {
          case delegate(Delegate)
          @CasePathable
          enum Delegate { case close }
        }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
      }

      """, to: "src/Settings.swift")
    try scene.write(
      #"{"version": 1, "rules": {"delegate-names-a-command": "warning"}}"#, to: ".tca-graph.json")
    let dump = try scene.run(["dump", "src"])
    let graph = try ArchitectureGraph(jsonData: Data(dump.output.utf8))
    #expect(graph.features.map(\.id.rawValue) == ["`Settings.v2`"])
    #expect(graph.features.first?.name == "Settings.v2")
    let lint = try scene.run(["lint", "src"])
    #expect(lint.output.contains("warning: Settings.v2's delegate case 'close'"), "\(lint.output)")
  }

  /// Ids that `String` holds equal but Swift keeps apart (`Å` as U+00C5 and as `A` + U+030A),
  /// written raw in an IR file, are two features, spelled as a scan of their sources spells them.
  @Test func canonicallyEqualIdsInAnIRFileAreTwoFeatures() throws {
    let scene = try HostileScene(reducers: ["\u{C5}ngstr\u{F6}m", "A\u{30A}ngstr\u{F6}m"])
    defer { scene.remove() }
    let scanned = try scene.run(["dump", "src"])
    let scannedIDs = try ArchitectureGraph(jsonData: Data(scanned.output.utf8)).features.map(\.id)
    #expect(scannedIDs.count == 2, "\(scanned.errors)")
    let placeholder = ArchitectureGraph(
      roots: ["First", "Second"], features: [Feature(id: "First"), Feature(id: "Second")])
    let json = String(decoding: try placeholder.jsonData(), as: UTF8.self)
      .replacingOccurrences(of: "First", with: "\u{C5}ngstr\u{F6}m")
      .replacingOccurrences(of: "Second", with: "A\u{30A}ngstr\u{F6}m")
    try scene.write(json, to: "ir.json")
    let loaded = try ArchitectureGraph(jsonData: Data(json.utf8))
    #expect(Set(loaded.features.map(\.id)) == Set(scannedIDs))
    #expect(Set(loaded.roots) == Set(scannedIDs))
    let render = try scene.run(["render", "--input", "ir.json", "--format", "dot", "--out", "out"])
    #expect(render.status == 0, "\(render.errors)")
    let dump = try scene.run(["dump", "--input", "ir.json"])
    #expect(dump.status == 0, "\(dump.errors)")
    #expect(try ArchitectureGraph(jsonData: Data(dump.output.utf8)).features.count == 2)
  }
}
