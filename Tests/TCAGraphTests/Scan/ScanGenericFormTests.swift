import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Generic child reducers and user-written wrappers around `Scope`, each over a fixture of its own.
@Suite struct ScanGenericFormTests {
  private func scan(_ fixture: String) throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/" + fixture)
    #expect(result.diagnostics == [], "\(fixture) parses cleanly")
    return result
  }

  @Test func genericChildStateFieldsAreRead() throws {
    let result = try scan("GenericChildState.swift")
    let board = try #require(result.graph.feature("Leaderboard"))
    let fields = board.stateFields.map { "\($0.name) \($0.container.rawValue) \($0.typeName)" }
    #expect(
      fields == [
        "gameResults presented LeaderboardResults<GameScope>.State?",
        "vocabResults presented LeaderboardResults<VocabScope>.State?",
        "rows identifiedArray IdentifiedArrayOf<Row<Player>.State>",
        "path stack StackState<Path.State>",
        "history stack StackState<LeaderboardResults<GameScope>.State>",
        "podium presented LeaderboardResults<GameScope>.State?",
      ])
  }

  @Test func closurelessIfLetOnAGenericFieldNamesTheBaseReducer() throws {
    let result = try scan("GenericChildState.swift")
    let board = try #require(result.graph.feature("Leaderboard"))
    let podium = try #require(board.children.first { $0.statePath == "$podium" })
    #expect(podium.child == "LeaderboardResults")
    #expect(podium.operator == .ifLet)
    #expect(board.children.map(\.child.rawValue).contains("Row"))
  }

  @Test func unintegratedGenericChildStateIsReported() throws {
    let result = try scan("GenericChildState.swift")
    let messages = UnintegratedChildState().check(LintContext(graph: result.graph)).map(\.message)
    #expect(
      messages == [
        "Leaderboard's @Presents field 'vocabResults' is never integrated; "
          + "add .ifLet(\\.$vocabResults, action: ...) to body",
        "Leaderboard's StackState field 'history' is never integrated; "
          + "add .forEach(\\.history, action: ...) to body",
      ])
  }

  @Test func undeclaredWrappersInAForEachClosureAreReadThroughLikeScope() throws {
    let result = try scan("WrapperReducersInForEach.swift")
    let home = try #require(result.graph.feature("Home"))
    let stack = home.children.filter { $0.statePath == "path" }
    #expect(stack.map(\.child) == ["ProfileDetail", "Settings"])
    #expect(stack.allSatisfy { $0.actionPath == "path" })
    #expect(result.graph.roots == ["Home"], "the wrapped features are composed, not roots")
    #expect(!result.unresolved.contains { $0.message.contains("StackReducer") })
  }

  @Test func scopeInsideIfLetClosureStillMakesAnInlineFeature() throws {
    let result = try scan("WrapperReducersInForEach.swift")
    let home = try #require(result.graph.feature("Home"))
    let sheet = try #require(home.children.first { $0.statePath == "$sheet" })
    #expect(sheet.child == "Home.RouteAction")
    #expect(sheet.operator == .ifLet)
    let inline = try #require(result.graph.feature("Home.RouteAction"))
    #expect(inline.children.map(\.child) == ["ProfileDetail"])
  }

  @Test func aDeclaredReducerWithAClosureStaysTheChild() throws {
    let result = try scan("DeclaredWrapper")
    let gallery = try #require(result.graph.feature("Gallery"))
    #expect(gallery.children.map(\.child) == ["Logging"])
  }

  @Test func wrappersScopingToThePathEnumsCasesStandInForThePathReducer() throws {
    let result = try scan("WrapperReducersOverPathEnum.swift")
    let storefront = try #require(result.graph.feature("Storefront"))
    let stack = try #require(storefront.children.first { $0.statePath == "path" })
    #expect(storefront.children.count == 1)
    #expect(stack.child == "Storefront.Path")
    #expect(stack.operator == .stackForEach)
    #expect(result.graph.roots == ["Storefront"], "the Path enum is composed, not a root")
  }

  /// `Scope(…) { makeChild() }` with `func makeChild() -> some ReducerOf<Child> { Child() }`
  /// composes what the function builds.
  @Test func aReducerFunctionCalledInAScopeComposesWhatItBuilds() throws {
    let source = """
      import ComposableArchitecture
      @Reducer struct Parent {
        @ObservableState struct State { var child = Child.State() }
        enum Action { case child(Child.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.child, action: \\.child) { makeChild() }
        }
        func makeChild() -> some ReducerOf<Child> { Child() }
      }
      @Reducer struct Child {
        @ObservableState struct State {}
        enum Action { case tapped }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    let graph = ScanFixtureSupport.scan(source: source).graph
    let parent = try #require(graph.feature("Parent"))
    #expect(parent.children.map { "\($0.operator) \($0.statePath) \($0.child)" } == ["scope child Child"])
    #expect(parent.unread == nil)
  }

  /// A generic wrapper that builds its child from a stored closure (`let root: () -> Root`,
  /// `Scope(state: \.root, action: \.root) { root() }`) composes what each use builds in its
  /// trailing closure, in both dialects; with no use, the call stays unread.
  @Test func aGenericWrappersChildrenAreWhatItsUsesBuild() throws {
    let tca2 = """
      import ComposableArchitecture2
      @Feature struct Tabbed<Root: FeatureProtocol> {
        struct State { var root: Root.State }
        enum Action { case root(Root.Action) }
        let root: () -> Root
        init(feature: @escaping () -> Root) { self.root = feature }
        var body: some Feature {
          Scope(state: \\.root, action: \\.root) { root() }
        }
      }
      @Feature struct Home {
        struct State { var news: Tabbed<News>.State; var mail: Tabbed<Mail>.State }
        enum Action { case news(Tabbed<News>.Action); case mail(Tabbed<Mail>.Action) }
        var body: some Feature {
          Scope(state: \\.news, action: \\.news) { Tabbed { News() } }
          Scope(state: \\.mail, action: \\.mail) { Tabbed { Mail() } }
        }
      }
      @Feature struct News { struct State {}; enum Action { case tapped }; var body: some Feature { EmptyFeature() } }
      @Feature struct Mail { struct State {}; enum Action { case tapped }; var body: some Feature { EmptyFeature() } }
      """
    let graph = ScanFixtureSupport.scan(source: tca2).graph
    let tabbed = try #require(graph.feature("Tabbed"))
    #expect(tabbed.children.map { "\($0.operator) \($0.statePath) \($0.child)" } == [
      "scope root Mail", "scope root News",
    ])
    #expect(tabbed.unread == nil)
    #expect(graph.roots == ["Home"])

    let unused = """
      import ComposableArchitecture
      @Reducer struct Loading<Child: Reducer> {
        @ObservableState struct State { var child: Child.State }
        enum Action { case child(Child.Action) }
        let child: () -> Child
        var body: some ReducerOf<Self> {
          Scope(state: \\.child, action: \\.child) { self.child() }
        }
      }
      """
    let loading = try #require(ScanFixtureSupport.scan(source: unused).graph.feature("Loading"))
    #expect(loading.children.isEmpty)
    #expect(
      loading.unread?.map(\.message) == [
        "child reducer 'child()' is not a type the scanner can follow"
      ])
  }
}
