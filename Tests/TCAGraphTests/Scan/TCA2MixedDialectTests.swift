import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// A TCA 2 app composing a 1.x `@Reducer` child through `Spawn`, with a file written in both
/// dialects; TCA 2's collections (two-payload action cases, `.forEach` without an action path,
/// `[Spawn<X>]`), its stack, and parent matches without `.presented` or `.element`.
@Suite struct TCA2MixedDialectTests {
  private func graph() throws -> ArchitectureGraph {
    let result = try ScanFixtureSupport.scan("Forms/TCA2Mixed")
    #expect(result.diagnostics == [], "Forms/TCA2Mixed reads whole")
    return result.graph
  }

  @Test func eachFeatureKeepsItsOwnDialectInAMixedFile() throws {
    let graph = try graph()
    #expect(graph.roots == ["Journal"])
    #expect(
      graph.features.map { "\($0.id) \($0.kind) \($0.writtenDialect)" } == [
        "EntryEditor reducer tca2", "Journal reducer tca2",
        "Journal.Destination enumReducer tca2", "Journal.Path enumReducer tca2",
        "Note reducer tca2", "Page reducer tca2", "Preferences reducer tca1",
      ])
  }

  @Test func spawnWrapsAChildOfEitherDialect() throws {
    let graph = try graph()
    let destination = try #require(graph.feature("Journal.Destination"))
    #expect(
      destination.children.map { "\($0.operator) \($0.statePath) \($0.child)" } == [
        "enumCase entry EntryEditor", "enumCase preferences Preferences",
      ])
    #expect(
      destination.actions.map { "\($0.name) \($0.child?.rawValue ?? "-")" } == [
        "entry EntryEditor", "preferences Preferences",
      ])
  }

  @Test func collectionsAndTheStackAreReadWithTheirShapes() throws {
    let journal = try #require(try graph().feature("Journal"))
    #expect(
      journal.children.map { "\($0.operator) \($0.statePath) \($0.actionPath) \($0.child)" } == [
        "ifLet destination destination Journal.Destination",
        "forEach pages pages Page",
        "forEach notes notes Note",
        "stackForEach path path Journal.Path",
      ])
    #expect(
      journal.stateFields.map { "\($0.name) \($0.typeName) \($0.container)" } == [
        "destination Destination.State? optional",
        "pages [Page.State] identifiedArray",
        "notes [Spawn<Note>] identifiedArray",
        "path [Path.State] stack",
      ])
    #expect(
      journal.actions.map {
        "\($0.name) \($0.kind) \($0.child?.rawValue ?? "-") \($0.wrapper?.rawValue ?? "-") "
          + $0.payload.joined(separator: ",")
      } == [
        "destination child Journal.Destination bare ",
        "pages child Page identified Page.State.ID,Page.Action",
        "path child Journal.Path stack Path.State.ID,Path.Action",
        "newEntryTapped leaf - - ",
      ])
  }

  @Test func parentMatchesWithoutPresentedOrElementReachTheChildsCases() throws {
    let journal = try #require(try graph().feature("Journal"))
    #expect(
      journal.handlers.map {
        "\($0.route.joined(separator: ".")) \($0.owner?.rawValue ?? "-") \($0.match)"
      } == [
        "destination.entry.saveTapped EntryEditor other",
        "path.element.entry.saveTapped EntryEditor other",
        "pages.element.bookmarkTapped Page other",
        "destination.preferences.delegate.themeChanged Preferences delegate",
        "destination.entry Journal.Destination catchAll",
        "destination.preferences Journal.Destination catchAll",
        "pages Journal catchAll", "path Journal catchAll",
      ])
  }

  @Test func aTCA2OnChangeOfTheStoreRunsCodeNotReducers() throws {
    let note = try #require(try graph().feature("Note"))
    #expect(note.children == [])
    #expect(note.unread == nil)
  }

  @Test func aGenericChildIsANoteAndALeafNotAMissingFeature() {
    let source = """
      import ComposableArchitecture2
      @Feature struct Tabs<Root: FeatureProtocol> {
        struct State { var root: Root.State }
        enum Action { case root(Root.Action) }
        let root: () -> Root
        var body: some Feature {
          Scope(\\.root, action: \\.root) { root() }
        }
      }
      """
    let result = ScanFixtureSupport.scan(source: source)
    let tabs = result.graph.feature("Tabs")
    #expect(
      tabs?.actions == [
        ActionCase(
          name: "root", payload: ["Root.Action"],
          location: SourceLocation(file: "Fixture.swift", line: 4, column: 22))
      ])
    #expect(
      result.unresolved.map(\.message).contains(
        "child 'Root' of Tabs is a generic parameter, which each use of Tabs chooses; the "
          + "scanner found no use of it"))
    #expect(
      tabs?.unread?.map(\.message) == [
        "child reducer 'root()' is not a type the scanner can follow"
      ])
    #expect(UnintegratedChildState().check(LintContext(graph: result.graph)) == [])
  }

  @Test func lintSpeaksEachChildsDialect() throws {
    let context = LintContext(graph: try graph())
    let findings = LintRules.all.flatMap { $0.init().check(context) }
    #expect(
      findings.map { "\($0.ruleID) \($0.location?.line ?? 0) \($0.message)" } == [
        "parent-matches-child-internals 35 Journal matches EntryEditor's private action "
          + "'saveTapped'; post an event from EntryEditor for it instead "
          + "(store.post(key:value:), heard with .onEvent)",
        "parent-matches-child-internals 37 Journal matches EntryEditor's private action "
          + "'saveTapped'; post an event from EntryEditor for it instead "
          + "(store.post(key:value:), heard with .onEvent)",
        "parent-matches-child-internals 39 Journal matches Page's private action "
          + "'bookmarkTapped'; post an event from Page for it instead "
          + "(store.post(key:value:), heard with .onEvent)",
      ])
  }
}
