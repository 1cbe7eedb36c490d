import ComposableArchitecture

struct Loader: ReducerProtocol {
  struct State: Equatable {
    var detail: Detail.State?
  }

  enum Action: Equatable {
    case detail(Detail.Action)
    case loadTapped
  }

  var body: some ReducerProtocol<State, Action> {
    Reduce { state, action in
      switch action {
      case .loadTapped:
        state.detail = Detail.State()
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(state: \.detail, action: /Action.detail) {
      Detail()
    }
  }
}

struct Detail: ReducerProtocol {
  struct State: Equatable {}

  enum Action: Equatable {
    case closeTapped
  }

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    .none
  }
}
