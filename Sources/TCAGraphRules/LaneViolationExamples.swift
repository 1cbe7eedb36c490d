/// The sources that must and must not give a `lane-violation` finding, which `RulesExamplesTests`
/// runs; `↓` marks each finding.
extension LaneViolation {
  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      @Reducer
      struct Editor {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case view(View)
          case _internal(Internal)
          @CasePathable
          enum View {
            case alAparecer
            case reintentarPulsado
          }
          @CasePathable
          enum Internal {
            case cargado
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .view(.alAparecer):
              return .run { send in
                await ↓send(.view(.reintentarPulsado))
              } catch: { _, send in
                await ↓send(.view(.alAparecer))
              }
            case .view, ._internal:
              return .none
            }
          }
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
          @CasePathable
          enum View {
            case guardarPulsado
          }
          @CasePathable
          enum Internal {
            case guardadoTerminado
          }
          @CasePathable
          enum Delegate {
            case documentoGuardado
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }

      struct EditorView: View {
        let store: StoreOf<Editor>
        var body: some View {
          Button("Guardar") {
            ↓store.send(._internal(.guardadoTerminado))
          }
          Button("Hecho") {
            ↓store.send(.delegate(.documentoGuardado))
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
            case alAparecer
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
            Reduce { state, action in
              switch action {
              case .alAparecer:
                return .run { send in
                  await ↓send(.editor(.view(.guardarPulsado)))
                }
              case .editor:
                return .none
              }
            }
          }
        }
        """),
    RuleExample(
      """
      @Reducer
      struct Buscador {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case view(View)
          case _internal(Internal)
          @CasePathable
          enum View {
            case alAparecer
            case refrescarPulsado
          }
          @CasePathable
          enum Internal {
            case cargado
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .view(.alAparecer):
              return ↓.send(.view(.refrescarPulsado))
            case .view(.refrescarPulsado):
              return .merge(↓.send(.view(.alAparecer)), .send(._internal(.cargado)))
            case ._internal:
              return .none
            }
          }
        }
      }
      """),
    RuleExample(
      """
      @Reducer
      struct Calendario {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case view(View)
          @CasePathable
          enum View {
            case anioElegido(Int)
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      @Reducer
      struct Agenda {
        @ObservableState
        struct State {
          var calendario = Calendario.State()
        }
        enum Action {
          case calendario(Calendario.Action)
          case alAparecer
        }
        var body: some ReducerOf<Self> {
          Scope(state: \\.calendario, action: \\.calendario) { Calendario() }
          Reduce { state, action in
            switch action {
            case .alAparecer:
              return ↓.send(.calendario(.view(.anioElegido(2026))))
            case .calendario:
              return .none
            }
          }
        }
      }
      """),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(RuleExampleFeatures.editor),
    RuleExample(
      RuleExampleFeatures.editor + """
        struct EditorView: View {
          let store: StoreOf<Editor>
          var body: some View {
            Button("Guardar") {
              store.send(.view(.guardarPulsado))
            }
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
          @CasePathable
          enum View {
            case alAparecer
          }
          @CasePathable
          enum Internal {
            case cargado
          }
          @CasePathable
          enum Delegate {
            case cargaTerminada
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .view(.alAparecer):
              return .run { send in
                await send(._internal(.cargado))
                await send(.delegate(.cargaTerminada))
              }
            case ._internal(.cargado):
              return .send(.delegate(.cargaTerminada))
            case .delegate:
              return .none
            }
          }
        }
      }
      """),
  ]
}
