import TCAGraph
import Testing
import TreeIntrospect

/// The wording of findings whose message says more than where they are.
@Suite struct RulesMessageTests {
  private func messages(_ rule: any LintRule.Type, example index: Int) -> [String] {
    let (source, _) = ExampleMarkers.strip(rule.triggeringExamples[index].source)
    let graph = SourceScanner().scan(sources: [(path: "Sources/App/Example.swift", text: source)])
      .graph
    return rule.init().check(LintContext(graph: graph)).sorted().map(\.message)
  }

  @Test func aReducerSendingItsOwnViewActionIsTold() {
    #expect(
      messages(LaneViolation.self, example: 3) == [
        "the reducer of Buscador sends view action 'refrescarPulsado' with .send; only "
          + "the view sends view actions: share the logic in a function, or send an ._internal "
          + "action",
        "the reducer of Buscador sends view action 'alAparecer' with .send; only the "
          + "view sends view actions: share the logic in a function, or send an ._internal action",
      ])
  }

  @Test func aParentSendingAChildsViewActionDrivesItsView() {
    #expect(
      messages(LaneViolation.self, example: 4) == [
        "Agenda drives Calendario's view: it sends Calendario's view action 'anioElegido'; give "
          + "Calendario an action of its own for this, or let its view send it"
      ])
  }

  @Test func anArmThatLooksInsideItsPayloadIsOneFindingNamingTheInnerCases() {
    #expect(
      messages(ParentMatchesChildInternals.self, example: 6) == [
        "Caja matches Escaner's view action 'encontrado' and looks inside it for .legado, "
          + ".moderno; match Escaner.Action.delegate instead"
      ])
  }

  @Test func aReducerValuesDelegateIsNamedOnItsOwnActionEnum() {
    let source = """
      import ComposableArchitecture

      enum RowAction: Equatable { case tapped }
      struct RowState: Equatable {}
      enum ListAction: Equatable { case row(RowAction) }
      struct ListState: Equatable { var row = RowState() }

      let rowReducer = Reducer<RowState, RowAction, Void> { _, _, _ in .none }

      let listReducer = Reducer<ListState, ListAction, Void>.combine(
        rowReducer.pullback(state: \\.row, action: /ListAction.row, environment: { _ in }),
        Reducer { _, action, _ in
          switch action {
          case .row(.tapped):
            return .none
          }
        }
      )
      """
    let graph = SourceScanner().scan(sources: [(path: "Sources/App/List.swift", text: source)])
      .graph
    #expect(
      ParentMatchesChildInternals().check(LintContext(graph: graph)).map(\.message) == [
        "listReducer matches rowReducer's private action 'tapped'; declare RowAction.delegate "
          + "and match it"
      ])
  }

  @Test func anEnumDeclaredInAnotherTypeIsNamedAsDeclared() {
    #expect(
      messages(NestedActionEnumNotCasePathable.self, example: 3) == [
        "CubeSceneView.ViewAction is not @CasePathable; annotate it so case paths such as "
          + "'\\.view.tapped' work"
      ])
  }
}
