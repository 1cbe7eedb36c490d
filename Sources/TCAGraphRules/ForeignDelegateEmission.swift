import TCAGraphSupport
import TreeIntrospect

/// A feature's reducer, effect or view constructs another feature's delegate action.
public struct ForeignDelegateEmission: LintRule {
  public static let id = "foreign-delegate-emission"
  public static let summary = "only a feature emits its own delegate actions"
  public static let rationale = """
    Lesson 000, second rule of the delegate contract: nobody outside the child emits the \
    child's delegate actions. A parent (or its view) that sends `.child(.delegate(...))` forges \
    a fact it did not witness. Tests are exempt: a parent's test injects the fact directly.
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for feature in context.graph.features {
      for emission in feature.emissions where emission.lane == .delegate {
        guard let owner = emission.owner, owner != feature.id,
          !context.isInTests(emission.location)
        else { continue }
        let sender =
          emission.origin == .view
          ? "\(feature.name)'s view" : LabelText.reducer(feature.name, via: emission.via)
        let what = ActionLabels.describe(
          emission.route, owner: owner, lane: .delegate, in: context.graph)
        findings.append(
          finding(
            "\(sender) sends \(what); only \(owner.shortName) may emit its delegate actions",
            at: emission.location))
      }
    }
    return findings
  }

  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            @Presents var editor: Editor.State?
          }
          enum Action {
            case editor(PresentationAction<Editor.Action>)
            case cerrarPulsado
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .cerrarPulsado:
                return ↓.send(.editor(.presented(.delegate(.edicionCancelada))))
              case .editor:
                return .none
              }
            }
            .ifLet(\\.$editor, action: \\.editor) { Editor() }
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            var editor = Editor.State()
          }
          enum Action {
            case editor(Editor.Action)
            case alAparecer
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
            Reduce { state, action in
              switch action {
              case .alAparecer:
                return .run { send in
                  await ↓send(.editor(.delegate(.documentoGuardado(7))))
                }
              case .editor:
                return .none
              }
            }
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            var editor = Editor.State()
          }
          enum Action {
            case editor(Editor.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
          }
        }

        struct AppView: View {
          let store: StoreOf<AppFeature>
          var body: some View {
            Button("Cancelar") {
              ↓store.send(.editor(.delegate(.edicionCancelada)))
            }
          }
        }
        """),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(RuleExampleFeatures.editor),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            var editor = Editor.State()
          }
          enum Action {
            case editor(Editor.Action)
            case delegate(Delegate)
            @CasePathable
            enum Delegate {
              case sesionTerminada
            }
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
            Reduce { state, action in
              switch action {
              case .editor(.delegate(.edicionCancelada)):
                return .send(.delegate(.sesionTerminada))
              case .editor, .delegate:
                return .none
              }
            }
          }
        }
        """),
    RuleExample(
      """
      @MainActor
      final class AppFeatureTests: XCTestCase {
        func testEditorGuardado() async {
          let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
          await store.send(.editor(.delegate(.documentoGuardado(1))))
        }
      }
      """,
      path: "Tests/AppTests/AppFeatureTests.swift"),
  ]
}
