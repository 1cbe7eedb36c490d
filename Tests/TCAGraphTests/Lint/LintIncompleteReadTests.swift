import TCAGraph
import Testing
import TreeIntrospect

/// No claim without a full read: a rule that reports an absence stays quiet about a feature whose
/// body the scanner could not read whole, and says so.
@Suite struct LintIncompleteReadTests {
  private let source = """
    @Reducer
    struct Sheet {
      struct State: Equatable {}
      enum Action { case closeTapped }
    }

    @Reducer
    struct Host {
      @ObservableState
      struct State: Equatable {
        @Presents var sheet: Sheet.State?
        @Presents var other: Sheet.State?
      }
      enum Action {
        case sheet(PresentationAction<Sheet.Action>)
        case other(PresentationAction<Sheet.Action>)
      }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
          .ifLet(Paths.shared.sheet, action: \\.sheet) { Sheet() }
      }
    }
    """

  @Test func aBodyWithAnUnreadConstructMarksTheFeature() throws {
    let graph = SourceScanner().scan(sources: [(path: "Host.swift", text: source)]).graph
    let host = try #require(graph.feature("Host"))
    #expect(host.unread?.map(\.message) == ["ifLet whose paths are not key or case paths"])
    #expect(host.unread?.first?.location?.line == 20)
    #expect(graph.feature("Sheet")?.unread == nil)
  }

  @Test func unintegratedChildStateStaysQuietAndSaysWhy() throws {
    let graph = SourceScanner().scan(sources: [(path: "Host.swift", text: source)]).graph
    #expect(LintRunner.check(graph).filter { $0.ruleID == UnintegratedChildState.id } == [])
    #expect(
      LintRunner.quietNotes(graph).map(\.message) == [
        "unintegrated-child-state kept quiet about Host: its body holds a construct the scanner "
          + "could not read (ifLet whose paths are not key or case paths at Host.swift:20:8)"
      ])
  }

  @Test func theSameFeatureReadWholeIsReported() throws {
    let whole = source.replacingOccurrences(of: "Paths.shared.sheet", with: "\\.$sheet")
    let graph = SourceScanner().scan(sources: [(path: "Host.swift", text: whole)]).graph
    #expect(graph.feature("Host")?.unread == nil)
    #expect(
      LintRunner.check(graph).filter { $0.ruleID == UnintegratedChildState.id }.map(\.message)
        == [
          "Host's @Presents field 'other' is never integrated; add .ifLet(\\.$other, action: ...) to body"
        ])
    #expect(LintRunner.quietNotes(graph) == [])
  }
}
