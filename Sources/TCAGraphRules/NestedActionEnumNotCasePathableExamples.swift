/// The sources that must and must not give a `nested-action-enum-not-case-pathable` finding, which `RulesExamplesTests`
/// runs; `↓` marks each finding.
extension NestedActionEnumNotCasePathable {
  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      @Reducer
      struct Editor {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case guardar
          case delegate(Delegate)
          enum ↓Delegate: Equatable {
            case documentoGuardado
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """),
    RuleExample(
      """
      @Reducer
      struct Editor {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case view(View)
          case _internal(Internal)
          case delegate(Delegate)
          enum ↓View {
            case alAparecer
          }
          @frozen enum ↓Internal {
            case cargado
          }
          @CasePathable
          enum Delegate {
            case cargaTerminada
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """),
    RuleExample(
      """
      @Reducer
      struct Lista {
        @ObservableState
        struct State: Equatable {}
        enum Action: ViewAction {
          case view(View)
          case delegate(Delegate)
          enum ↓View: Equatable, Sendable {
            case filaPulsada(Int)
          }
          @CasePathable @dynamicMemberLookup
          enum Delegate: Equatable {
            case filaElegida(Int)
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """),
    RuleExample(
      """
      enum CubeSceneView {
        enum ↓ViewAction {
          case tapped
        }
      }
      @Reducer
      struct Cube {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case view(CubeSceneView.ViewAction)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(RuleExampleFeatures.editor),
    RuleExample(
      """
      enum SceneView {
        enum ViewAction {
          case tapped
        }
      }
      @Reducer
      struct Board {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case scene(SceneView.ViewAction)
          case pieceMoved
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """),
    RuleExample(RuleExampleFeatures.editorPerfil),
    RuleExample(
      """
      @Reducer
      struct Contador {
        @ObservableState
        struct State: Equatable {
          var cuenta = 0
        }
        enum Action {
          case incrementar
          case decrementar
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """),
  ]
}
