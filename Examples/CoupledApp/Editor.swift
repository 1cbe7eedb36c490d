import ComposableArchitecture
import Foundation

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var id = UUID()
    var texto = ""
    var guardando = false
    var avisos = 0
  }

  enum Action {
    case view(View)
    case _internal(Internal)
    case delegate(Delegate)

    @CasePathable
    enum View: Equatable {
      case alAparecer
      case guardarPulsado
      case cancelarPulsado
    }
    enum Internal: Equatable {  // seeded: nested-action-enum-not-case-pathable
      case guardadoTerminado(Bool)
    }
    @CasePathable
    enum Delegate: Equatable {
      case documentoGuardado(UUID)
      case edicionCancelada
      case cierraElEditor  // seeded: delegate-names-a-command
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.alAparecer):
        return .run { send in
          await send(.view(.guardarPulsado))  // seeded: lane-violation
        }

      case .view(.guardarPulsado):
        state.guardando = true
        return .run { [texto = state.texto] send in
          await send(._internal(.guardadoTerminado(!texto.isEmpty)))
        }

      case .view(.cancelarPulsado):
        return .send(.delegate(.edicionCancelada))

      case ._internal(.guardadoTerminado(true)):
        state.guardando = false
        return .send(.delegate(.documentoGuardado(state.id)))

      case ._internal(.guardadoTerminado(false)):
        state.guardando = false
        return .none

      case .delegate(.documentoGuardado):  // seeded: child-handles-own-delegate
        state.avisos += 1
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
