/// The sources that must and must not give a `parent-matches-child-internals` finding, which `RulesExamplesTests`
/// runs; `↓` marks each finding.
extension ParentMatchesChildInternals {
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
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case ↓.editor(.presented(.view(.guardarPulsado))):
                state.editor = nil
                return .none
              case .editor:
                return .none
              }
            }
            .ifLet(\\.$editor, action: \\.editor) { Editor() }
          }
        }
        """),
    RuleExample(
      RuleExampleFeatures.editorPerfil + """
        @Reducer
        struct Lista {
          @ObservableState
          struct State {
            @Presents var editor: EditorPerfil.State?
          }
          enum Action {
            case editor(PresentationAction<EditorPerfil.Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case ↓.editor(.presented(.guardadoConExito)), ↓.editor(.presented(.guardarPulsado)):
                state.editor = nil
                return .none
              case .editor(.presented(.delegate(.perfilGuardado))):
                return .none
              case .editor(.dismiss):
                return .none
              case .editor:
                return .none
              }
            }
            .ifLet(\\.$editor, action: \\.editor) { EditorPerfil() }
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
            Reduce { state, action in
              switch action {
              case ↓let .path(.element(id: id, action: .editor(._internal(.guardadoTerminado)))):
                state.path.pop(from: id)
                return .none
              case let .path(.element(id: _, action: .editor(childAction))):
                switch childAction {
                case ↓.view(.cancelarPulsado):
                  return .none
                default:
                  return .none
                }
              case .path:
                return .none
              }
            }
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
          }
          enum Action {
            case editor(Editor.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
            Reduce { state, action in
              if case ↓.editor(.view(.guardarPulsado)) = action {
                return .none
              }
              return .none
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
            @Presents var editor: Editor.State?
          }
          enum Action {
            case editor(PresentationAction<Editor.Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              if action.is(↓\\.editor.presented._internal.guardadoTerminado) {
                state.editor = nil
              }
              return .none
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
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
            Reduce { state, action in
              switch action {
              case ↓.editor(._internal(.guardadoTerminado(let ok))):
                if case true = ok {
                  return .none
                }
                switch ok {
                case false:
                  return .none
                default:
                  return .none
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
      enum Codigo: Equatable {
        case legado
        case moderno
      }
      @Reducer
      struct Escaner {
        @ObservableState
        struct State: Equatable {}
        enum Action {
          case view(View)
          case delegate(Delegate)
          @CasePathable
          enum View: Equatable {
            case encontrado(Codigo)
          }
          @CasePathable
          enum Delegate: Equatable {
            case cerrado
          }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      @Reducer
      struct Caja {
        @ObservableState
        struct State {
          var escaner = Escaner.State()
          var avisos = 0
        }
        enum Action {
          case escaner(Escaner.Action)
        }
        var body: some ReducerOf<Self> {
          Scope(state: \\.escaner, action: \\.escaner) { Escaner() }
          Reduce { state, action in
            switch action {
            case ↓.escaner(.view(.encontrado(let codigo))):
              if case .legado = codigo {
                state.avisos += 1
              }
              switch codigo {
              case .moderno:
                return .none
              default:
                return .none
              }
            case .escaner:
              return .none
            }
          }
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
            Reduce { state, action in
              switch action {
              case let .editor(.presented(.delegate(.documentoGuardado(id)))):
                state.editor = nil
                return .none
              case .editor(.presented(.delegate(.edicionCancelada))), .editor(.dismiss):
                return .none
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
            Reduce { state, action in
              switch action {
              case let .path(.element(id: id, action: .editor(.delegate(.edicionCancelada)))):
                state.path.pop(from: id)
                return .none
              case .path(.popFrom), .path(.push):
                return .none
              case .path(.element):
                return .none
              }
            }
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
          }
          enum Action {
            case editor(Editor.Action)
            case view(View)
            enum View {
              case alAparecer
            }
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
            Reduce { state, action in
              switch action {
              case .view(.alAparecer):
                return .none
              case .editor(.delegate):
                return .none
              default:
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
            var ultimo = 0
          }
          enum Action {
            case editor(Editor.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.editor, action: \\.editor) { Editor() }
            Reduce { state, action in
              switch action {
              case .editor(.delegate(.documentoGuardado(let id))):
                if case 0 = id {
                  return .none
                }
                state.ultimo = id
                return .none
              case .editor:
                return .none
              }
            }
          }
        }
        """),
  ]
}
