import ComposableArchitecture
import Foundation

@Reducer
struct ListaResenas {
  @ObservableState
  struct State: Equatable {
    var resenas: IdentifiedArrayOf<ResenaResumen> = []

    mutating func ocultar(_ autor: UUID) {
      resenas.removeAll { $0.autor == autor }
    }
  }

  enum Action {
    case view(View)
    case delegate(Delegate)

    @CasePathable
    enum View: Equatable {
      case resenaPulsada(UUID)
    }
    @CasePathable
    enum Delegate: Equatable {
      case resenaElegida(UUID)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .view(.resenaPulsada(id)):
        return .send(.delegate(.resenaElegida(id)))
      default:
        return .none
      }
    }
  }
}

@Reducer
struct Catalogo {
  @ObservableState
  struct State: Equatable {
    var filtro = ""
  }

  enum Action {
    case view(View)

    @CasePathable
    enum View: Equatable {
      case alAparecer
      case filtroElegido(String)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.alAparecer):
        return .none
      case let .view(.filtroElegido(filtro)):
        state.filtro = filtro
        return .none
      }
    }
  }
}
