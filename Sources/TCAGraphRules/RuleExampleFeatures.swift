/// Child features shared by the rules' examples, written in the lessons' TCA syntax.
enum RuleExampleFeatures {
  /// A child with the three lanes of lesson 003, every nested enum `@CasePathable`.
  static let editor = """
    @Reducer
    struct Editor {
      @ObservableState
      struct State: Equatable {
        var texto = ""
      }
      enum Action {
        case view(View)
        case _internal(Internal)
        case delegate(Delegate)

        @CasePathable
        enum View: Equatable {
          case guardarPulsado
          case cancelarPulsado
        }
        @CasePathable
        enum Internal: Equatable {
          case guardadoTerminado(Bool)
        }
        @CasePathable
        enum Delegate: Equatable {
          case documentoGuardado(Int)
          case edicionCancelada
        }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .view(.guardarPulsado):
            return .run { send in
              await send(._internal(.guardadoTerminado(true)))
            }
          case .view(.cancelarPulsado):
            return .send(.delegate(.edicionCancelada))
          case ._internal(.guardadoTerminado):
            return .send(.delegate(.documentoGuardado(1)))
          case .delegate:
            return .none
          }
        }
      }
    }

    """

  /// A child with a flat `Action` and a delegate group, as in lesson 000.
  static let editorPerfil = """
    @Reducer
    struct EditorPerfil {
      @ObservableState
      struct State: Equatable {
        var guardando = false
      }
      enum Action {
        case delegate(Delegate)
        case guardarPulsado
        case guardadoConExito(Int)

        @CasePathable
        enum Delegate: Equatable {
          case perfilGuardado(Int)
        }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .delegate:
            return .none
          case .guardarPulsado:
            state.guardando = true
            return .none
          case let .guardadoConExito(perfil):
            state.guardando = false
            return .send(.delegate(.perfilGuardado(perfil)))
          }
        }
      }
    }

    """
}
