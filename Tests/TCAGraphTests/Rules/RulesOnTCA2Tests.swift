import TCAGraph
import Testing
import TreeIntrospect

/// The rules on features written in TCA 2 (`@Feature`), whose words differ from 1.x: a child
/// publishes events, not delegate actions; `Update` arms return nothing; optional child state has
/// no `@Presents`; tasks write state with `store.modify`.
@Suite struct RulesOnTCA2Tests {
  private func messages(_ rule: some LintRule, _ source: String) -> [String] {
    let scanned = ScanFixtureSupport.scan(source: source)
    #expect(scanned.diagnostics.filter { $0.severity == .warning }.map(\.message) == [])
    return rule.check(LintContext(graph: scanned.graph)).map(\.message)
  }

  private static let receipt = """
    @Feature struct Receipt {
      struct State {}
      enum Action { case printTapped }
    }
    """

  @Test func aParentMatchingATCA2ChildsActionIsToldToHaveItPostAnEvent() {
    let source = """
      import ComposableArchitecture2
      \(Self.receipt)
      @Feature struct Checkout {
        struct State { var receipt = Receipt.State() }
        enum Action { case receipt(Receipt.Action) }
        var body: some Feature {
          Scope(\\.receipt, action: \\.receipt) { Receipt() }
          Update { state, action in
            switch action {
            case .receipt(.printTapped):
              break
            }
          }
        }
      }
      """
    #expect(
      messages(ParentMatchesChildInternals(), source) == [
        "Checkout matches Receipt's private action 'printTapped'; post an event from Receipt "
          + "for it instead (store.post(key:value:), heard with .onEvent)"
      ])
  }

  @Test func aTCA2FeatureHandlingItsOwnDelegateIsToldToBreak() {
    let source = """
      import ComposableArchitecture2
      @Feature struct Editor {
        struct State { var saved = false }
        enum Action {
          case delegate(Delegate)
          @CasePathable enum Delegate { case didSave }
        }
        var body: some Feature {
          Update { state, action in
            switch action {
            case .delegate(.didSave):
              state.saved = true
            }
          }
        }
      }
      """
    #expect(
      messages(ChildHandlesOwnDelegate(), source) == [
        "Editor handles its own delegate action 'didSave' (the arm mutates state); "
          + "break for .delegate and let the parent react"
      ])
  }

  @Test func aTCA2OptionalChildStateNeedsAnIfLet() {
    let unintegrated = """
      import ComposableArchitecture2
      \(Self.receipt)
      @Feature struct Checkout {
        struct State { var receipt: Receipt.State? }
        enum Action { case receipt(Receipt.Action) }
        var body: some Feature { EmptyFeature() }
      }
      """
    #expect(
      messages(UnintegratedChildState(), unintegrated) == [
        "Checkout's optional field 'receipt' is never integrated; "
          + "add .ifLet(\\.receipt, action: \\.receipt) { … } to body"
      ])
    let integrated = unintegrated.replacingOccurrences(
      of: "EmptyFeature()", with: "EmptyFeature().ifLet(\\.receipt) { Receipt() }")
    #expect(messages(UnintegratedChildState(), integrated) == [])
    // In 1.x a plain optional is not a presentation: only `@Presents` fields are held to it.
    let reducer = unintegrated.replacingOccurrences(of: "@Feature", with: "@Reducer")
      .replacingOccurrences(
        of: "some Feature { EmptyFeature() }", with: "some ReducerOf<Self> { EmptyReducer() }")
    #expect(messages(UnintegratedChildState(), reducer) == [])
  }

  @Test func nestedEnumsOfTCA2FeaturesAreNotHeldToCasePathable() {
    let feature = """
      import ComposableArchitecture2
      @Feature struct Editor {
        struct State {}
        enum Action {
          case delegate(Delegate)
          enum Delegate { case didSave }
        }
      }
      """
    #expect(messages(NestedActionEnumNotCasePathable(), feature) == [])
    let reducer = feature.replacingOccurrences(of: "@Feature", with: "@Reducer")
    #expect(
      messages(NestedActionEnumNotCasePathable(), reducer) == [
        "Editor.Action.Delegate is not @CasePathable; annotate it so case paths such as "
          + "'\\.delegate.didSave' work"
      ])
  }

  @Test func laneViolationsOfATCA2FeatureSpeakOfStoreSendAndModify() {
    var editor = LintGraphs.editor(emissions: [
      Emission(
        route: ["view", "guardarPulsado"], owner: "Editor", lane: .view, origin: .reducer,
        location: LintGraphs.at(30)),
      Emission(
        route: ["view", "guardarPulsado"], owner: "Editor", lane: .view, origin: .effect,
        location: LintGraphs.at(31)),
    ])
    editor.dialect = .tca2
    let graph = ArchitectureGraph(roots: ["Editor"], features: [editor])
    #expect(
      LaneViolation().check(LintContext(graph: graph)).map(\.message) == [
        "the reducer of Editor sends view action 'guardarPulsado' with store.send; only the "
          + "view sends view actions: share the logic in a function, or send an ._internal action",
        "an effect of Editor sends view action 'guardarPulsado'; a task answers with "
          + "._internal actions or writes state with store.modify",
      ])
  }
}
