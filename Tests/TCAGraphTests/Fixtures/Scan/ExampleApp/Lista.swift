import ComposableArchitecture

@Reducer
struct Lista {
  @ObservableState
  struct State: Equatable {
    @Presents var editorPerfil: EditorPerfil.State?
    var perfiles: IdentifiedArrayOf<Perfil> = []
  }

  enum Action {
    case view(View)
    case editorPerfil(PresentationAction<EditorPerfil.Action>)

    @CasePathable
    enum View: Equatable {
      case alAparecer
      case editarPerfilPulsado(Perfil)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.alAparecer):
        return .none

      case let .view(.editarPerfilPulsado(perfil)):
        state.editorPerfil = EditorPerfil.State(perfil: perfil)
        return .none

      case let .editorPerfil(.presented(.delegate(.perfilGuardado(perfil)))):
        state.perfiles[id: perfil.id] = perfil
        state.editorPerfil = nil
        return .none

      case .editorPerfil(.presented(.delegate(.edicionDescartada))):
        state.editorPerfil = nil
        return .none

      case .editorPerfil:
        return .none
      }
    }
    .ifLet(\.$editorPerfil, action: \.editorPerfil) {
      EditorPerfil()
    }
  }
}
