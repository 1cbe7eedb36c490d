import ComposableArchitecture

@Reducer
struct EditorPerfil {
  @ObservableState
  struct State: Equatable {
    var perfil: Perfil
    var guardando = false
  }

  enum Action {
    case delegate(Delegate)
    case guardarPulsado
    case cancelarPulsado
    case guardadoConExito(Perfil)
    case guardadoFallido

    @CasePathable
    enum Delegate: Equatable {
      case perfilGuardado(Perfil)
      case edicionDescartada
    }
  }

  @Dependency(\.apiClient) var apiClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case .guardarPulsado:
        state.guardando = true
        return .run { [perfil = state.perfil] send in
          try await apiClient.guardar(perfil)
          await send(.guardadoConExito(perfil))
        } catch: { _, send in
          await send(.guardadoFallido)
        }

      case let .guardadoConExito(perfil):
        state.guardando = false
        return .send(.delegate(.perfilGuardado(perfil)))

      case .guardadoFallido:
        state.guardando = false
        return .none

      case .cancelarPulsado:
        return .send(.delegate(.edicionDescartada))
      }
    }
  }
}
