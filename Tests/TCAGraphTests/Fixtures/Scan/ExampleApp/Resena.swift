import ComposableArchitecture
import Foundation

@Reducer
struct Resena {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var autor = UUID()
  }

  enum Action {
    case delegate(Delegate)
    case bloquearPulsado
    case borrarPulsado

    @CasePathable
    enum Delegate: Equatable {
      case autorBloqueado(UUID)
      case resenaBorrada(UUID)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none
      case .bloquearPulsado:
        return .send(.delegate(.autorBloqueado(state.autor)))
      case .borrarPulsado:
        return .send(.delegate(.resenaBorrada(state.id)))
      }
    }
  }
}
