/// The sources that must and must not give a `delegate-names-a-command` finding, which `RulesExamplesTests`
/// runs; `↓` marks each finding.
extension DelegateNamesACommand {
  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      @Reducer
      struct EditorPerfil {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case delegate(Delegate)
          @CasePathable
          enum Delegate: Equatable {
            case perfilGuardado
            case ↓cierraElEditor
            case ↓refrescaLaLista
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
      struct Settings {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case delegate(Delegate)
          @CasePathable
          enum Delegate: Equatable {
            case ↓navigateToProfile(id: Int), profileShown, ↓close
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
      struct Ficha {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case view(View)
          case delegate(Delegate)
          @CasePathable
          enum View: Equatable {
            case cerrarPulsado
          }
          @CasePathable
          enum Delegate: Equatable {
            case ↓muestraAjustes
            case ↓reload
          }
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
      @Reducer
      struct Settings {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case view(View)
          case delegate(Delegate)
          @CasePathable
          enum View: Equatable {
            case closeTapped
            case showDetails
          }
          @CasePathable
          enum Delegate: Equatable {
            case closed
            case didFinish
            case showcaseOpened
            case profileUpdated(id: Int)
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
      struct Ficha {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case delegate(Delegate)
          case abrirPulsado
          @CasePathable
          enum Delegate: Equatable {
            case verificacionTerminada
            case sesionCaducada
            case ajustesCerrados
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """),
  ]
}
