import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// An `Action` case whose payload is the feature's own `Action` (`indirect case
/// adminAuthed(Action)`): patterns through it are read as the pattern inside.
@Suite struct ScanRecursiveActionWrapperTests {
  /// A handler's facts that the wrapper changes, one line each.
  private func summary(_ handler: Handler) -> String {
    [
      handler.route.joined(separator: "."), handler.owner?.rawValue ?? "-",
      handler.match.rawValue, "through " + (handler.through?.joined(separator: ".") ?? "-"),
      "via " + (handler.via?.rawValue ?? "-"), "line \(handler.location?.line ?? 0)",
    ].joined(separator: " | ")
  }

  @Test func patternsThroughTheRootsOwnWrapperReachTheChildrenTheyName() throws {
    let result = try ScanFixtureSupport.scan("Forms/RecursiveActionWrapper.swift")
    #expect(result.diagnostics == [])
    #expect(result.graph.roots == ["AppReducer"])
    let app = try #require(result.graph.feature("AppReducer"))
    #expect(
      app.handlers.map(summary) == [
        "adminWindow.delegate.closed | AdminWindowFeature | delegate | through adminAuthed "
          + "| via - | line 27",
        "menuBar.quitForNowClicked | MenuBarFeature | other | through adminAuthed "
          + "| via AdminFeature.RootReducer | line 44",
        "adminWindow.delegate.healthCheckRequested | AdminWindowFeature | delegate "
          + "| through adminAuthed.adminAuthed | via AdminFeature.RootReducer | line 48",
        "menuBar | AppReducer | catchAll | through - | via AdminFeature.RootReducer | line 58",
        "adminWindow | AppReducer | catchAll | through - "
          + "| via AdminFeature.RootReducer | line 58",
      ])
    #expect(app.handlers.first?.mutatesState == true)
    #expect(app.handlers.first?.pattern == ".adminAuthed(.adminWindow(.delegate(.closed)))")
  }

  @Test func theRecursiveCaseIsALeafMarkedAsTheFeaturesOwnAction() throws {
    let result = try ScanFixtureSupport.scan("Forms/RecursiveActionWrapper.swift")
    let app = try #require(result.graph.feature("AppReducer"))
    let wrapper = try #require(app.actions.first { $0.name == "adminAuthed" })
    #expect(wrapper.kind == .leaf)
    #expect(wrapper.recursive == true)
    #expect(wrapper.payload == ["Action"])
    #expect(app.actions.filter { $0.recursive == true }.map(\.name) == ["adminAuthed"])
    #expect(
      result.graph.feature("MenuBarFeature")?.actions.contains { $0.recursive != nil } == false)
  }

  @Test func aPatternBindingTheOwnActionIsANoteAndUnread() throws {
    let result = try ScanFixtureSupport.scan("Forms/RecursiveActionWrapper.swift")
    let message =
      "pattern '.adminAuthed(let confirmed)' binds AppReducer.Action itself; the cases the arm "
      + "matches through 'adminAuthed' are not read"
    #expect(result.unresolved.map(\.message) == [message])
    #expect(result.unresolved.first?.location?.line == 55)
    let app = try #require(result.graph.feature("AppReducer"))
    #expect(app.unread?.map(\.message) == [message])
    #expect(app.unread?.first?.location?.line == 55)
    #expect(result.graph.feature("AdminFeature.RootReducer")?.unread == nil)
  }

  /// A feature `Shell` whose `Action` has `declaration`, and a `switch` arm `pattern`.
  private static func shell(declaration: String, pattern: String) -> String {
    """
    import ComposableArchitecture

    @Reducer
    struct Shell {
      struct State: Equatable { var panel = Panel.State() }
      enum Action {
        case panel(Panel.Action)
        \(declaration)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \\.panel, action: \\.panel) { Panel() }
        Reduce { state, action in
          switch action {
          case \(pattern):
            return .none
          default:
            return .none
          }
        }
      }
    }

    @Reducer
    struct Panel {
      struct State: Equatable {}
      enum Action {
        case delegate(Delegate)
        enum Delegate { case finished }
      }
    }
    """
  }

  @Test(arguments: [
    ("indirect case again(Action)", ".again(.panel(.delegate(.finished)))", ["again"]),
    ("indirect case again(Self)", ".again(.panel(.delegate(.finished)))", ["again"]),
    ("indirect case again(Self.Action)", ".again(.panel(.delegate(.finished)))", ["again"]),
    ("indirect case again(Shell.Action)", ".again(.panel(.delegate(.finished)))", ["again"]),
    (
      "indirect case again(Action)", ".again(.again(.again(.panel(.delegate(.finished)))))",
      ["again", "again", "again"]
    ),
    (
      "case view(View)\n    enum View { indirect case confirmed(Action) }",
      ".view(.confirmed(.panel(.delegate(.finished))))", ["view", "confirmed"]
    ),
  ])
  func everySpellingOfTheOwnActionIsUnwrapped(
    declaration: String, pattern: String, through: [String]
  ) throws {
    let result = ScanFixtureSupport.scan(
      source: Self.shell(declaration: declaration, pattern: pattern))
    #expect(result.unresolved == [])
    let shell = try #require(result.graph.feature("Shell"))
    #expect(shell.children.map(\.child) == ["Panel"], "the own action is no child")
    let handler = try #require(shell.handlers.first)
    #expect(shell.handlers.count == 1)
    #expect(handler.route == ["panel", "delegate", "finished"])
    #expect(handler.owner == "Panel")
    #expect(handler.match == .delegate)
    #expect(handler.through == through)
  }

  /// The same feature matched through its own wrapper or not: lint finds the same things.
  private static func matching(_ wrap: (String) -> String) -> String {
    """
    import ComposableArchitecture

    @Reducer
    struct Shell {
      struct State: Equatable { var panel = Panel.State(); var done = false }
      enum Action {
        case panel(Panel.Action)
        case delegate(Delegate)
        indirect case again(Action)
        @CasePathable enum Delegate { case signedOut }
      }
      var body: some ReducerOf<Self> {
        Scope(state: \\.panel, action: \\.panel) { Panel() }
        Reduce { state, action in
          switch action {
          case \(wrap(".panel(.view(.closeTapped))")):
            return .none
          case \(wrap(".panel(.delegate(.finished))")):
            state.done = true
            return .none
          case \(wrap(".delegate(.signedOut)")):
            state.done = false
            return .none
          default:
            return .none
          }
        }
      }
    }

    @Reducer
    struct Panel {
      struct State: Equatable {}
      enum Action {
        case view(View)
        case delegate(Delegate)
        @CasePathable enum View { case closeTapped }
        @CasePathable enum Delegate { case finished }
      }
    }
    """
  }

  @Test func aMatchThroughTheWrapperCountsForTheRulesAsItWouldUnwrapped() {
    let wrapped = SourceScanner().scan(sources: [
      (path: "Shell.swift", text: Self.matching { ".again(\($0))" })
    ])
    let unwrapped = SourceScanner().scan(sources: [
      (path: "Shell.swift", text: Self.matching { $0 })
    ])
    let findings = LintRunner.check(wrapped.graph)
    #expect(findings == LintRunner.check(unwrapped.graph))
    #expect(
      findings.map { "\($0.ruleID) \($0.location?.line ?? 0)" } == [
        "parent-matches-child-internals 16", "child-handles-own-delegate 21",
      ])
    let shell = wrapped.graph.feature("Shell")
    #expect(shell?.handlers.map(\.match) == [.view, .delegate, .delegate])
    #expect(shell?.handlers.map(\.through) == [["again"], ["again"], ["again"]])
  }
}
