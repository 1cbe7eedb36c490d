/// The sources that must and must not give a `foreign-delegate-emission` finding, which `RulesExamplesTests`
/// runs; `↓` marks each finding.
extension ForeignDelegateEmission {
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
