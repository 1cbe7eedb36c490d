import ComposableArchitecture
import Foundation

@Reducer
struct Fila {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var favorito = false
  }

  enum Action {
    case view(View)
    case delegate(Delegate)

    @CasePathable
    enum View: Equatable {
      case favoritoPulsado
    }
    @CasePathable
    enum Delegate: Equatable {
      case favoritoMarcado(UUID)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.favoritoPulsado):
        return .send(.delegate(.favoritoMarcado(state.id)))
      default:
        return .none
      }
    }
  }
}
