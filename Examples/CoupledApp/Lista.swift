import ComposableArchitecture
import Foundation

@Reducer
struct Lista {
  @ObservableState
  struct State: Equatable {
    var filas: IdentifiedArrayOf<Fila.State> = []
  }

  enum Action {
    case filas(IdentifiedActionOf<Fila>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .filas(.element(id: id, action: .delegate(.favoritoMarcado))):
        state.filas[id: id]?.favorito = true
        return .none

      case let .filas(.element(id: _, action: filaAction)):
        switch filaAction {
        case .view(.filaPulsada):  // seeded: parent-matches-child-internals
          return .none
        default:
          return .none
        }
      }
    }
    .forEach(\.filas, action: \.filas) { Fila() }
  }
}

@Reducer
struct Fila {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var favorito = false
    @Shared(.appStorage("ultimaVisita")) var ultimaVisita = Date()
  }

  enum Action {
    case view(View)
    case delegate(Delegate)

    @CasePathable
    enum View: Equatable {
      case filaPulsada
      case estrellaPulsada
    }
    @CasePathable
    enum Delegate: Equatable {
      case favoritoMarcado
      case refrescaLaLista  // seeded: delegate-names-a-command
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.estrellaPulsada):
        return .send(.delegate(.favoritoMarcado))
      case .view(.filaPulsada):
        state.$ultimaVisita.withLock { $0 = Date() }  // seeded: shared-state-written-by-many
        return .none
      case .delegate:
        return .none
      }
    }
  }
}
