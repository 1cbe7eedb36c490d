/// The sources that must and must not give a `unintegrated-child-state` finding, which `RulesExamplesTests`
/// runs; `↓` marks each finding.
extension UnintegratedChildState {
  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            @Presents var ↓editor: Editor.State?
          }
          enum Action {
            case editor(PresentationAction<Editor.Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct Raiz {
          @Reducer
          enum Path {
            case editor(Editor)
          }
          @ObservableState
          struct State {
            var ↓path = StackState<Path.State>()
          }
          enum Action {
            case path(StackActionOf<Path>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State {
            @Presents var editor: Editor.State?
            @Presents var ↓otroEditor: Editor.State?
          }
          enum Action {
            case editor(PresentationAction<Editor.Action>)
            case otroEditor(PresentationAction<Editor.Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
              .ifLet(\\.$editor, action: \\.editor) { Editor() }
          }
        }
        """),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
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
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
              .ifLet(\\.$editor, action: \\.editor) { Editor() }
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editor + """
        @Reducer
        struct Raiz {
          @Reducer
          enum Path {
            case editor(Editor)
          }
          @ObservableState
          struct State {
            var path = StackState<Path.State>()
          }
          enum Action {
            case path(StackActionOf<Path>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
              .forEach(\\.path, action: \\.path)
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
            var borrador: Editor.State?
          }
          enum Action {
            case editor(Editor.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
          }
        }
        """),
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
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
              .ifLet(Paths.shared.editor, action: \\.editor) { Editor() }
          }
        }
        """),
  ]
}
