import ComposableArchitecture
import Foundation

@Reducer
struct Resena {
  @ObservableState
  struct State: Equatable {
    let id: UUID
    @Shared(.appStorage("ultimaVisita")) var ultimaVisita = Date()
  }

  enum Action {
    case delegate(Delegate)
    case borrarPulsado

    enum Delegate: Equatable {  // seeded: nested-action-enum-not-case-pathable
      case resenaBorrada(UUID)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .borrarPulsado:
        state.$ultimaVisita.withLock { $0 = Date() }  // seeded: shared-state-written-by-many
        return .send(.delegate(.resenaBorrada(state.id)))
      case .delegate:  // seeded: child-handles-own-delegate
        return .run { _ in }
      }
    }
  }
}
