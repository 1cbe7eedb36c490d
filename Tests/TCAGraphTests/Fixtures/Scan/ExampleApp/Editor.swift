import ComposableArchitecture
import Foundation

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var id = UUID()
    var texto = ""
    var guardando = false
  }

  enum Action {
    case view(View)
    case _internal(Internal)
    case delegate(Delegate)

    @CasePathable
    enum View: Equatable {
      case alAparecer
      case textoEditado(String)
      case guardarPulsado
    }
    @CasePathable
    enum Internal: Equatable {
      case guardadoTerminado(Bool)
      case borradorRecuperado(String)
    }
    @CasePathable
    enum Delegate: Equatable {
      case documentoGuardado(UUID)
      case edicionCancelada
    }
  }

  @Dependency(\.borradores) var borradores
  @Dependency(\.api) var api

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.alAparecer):
        return .run { send in
          await send(._internal(.borradorRecuperado(borradores.leer())))
        }
      case let .view(.textoEditado(nuevo)):
        state.texto = nuevo
        return .none
      case .view(.guardarPulsado):
        state.guardando = true
        return .run { [texto = state.texto] send in
          await send(._internal(.guardadoTerminado(api.guardar(texto))))
        }
      case ._internal(.guardadoTerminado(true)):
        state.guardando = false
        return .send(.delegate(.documentoGuardado(state.id)))
      case ._internal(.guardadoTerminado(false)):
        state.guardando = false
        return .none
      case let ._internal(.borradorRecuperado(borrador)):
        state.texto = borrador
        return .none
      case .delegate:
        return .none
      }
    }
  }
}
