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
}
