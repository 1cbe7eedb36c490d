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
}
