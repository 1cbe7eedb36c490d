import ComposableArchitecture

struct Library: ReducerProtocol {
  struct State: Equatable {
    var route: RouteState?
  }

  enum Action: Equatable {
    case route(RouteAction)
    case browseTapped
  }

  enum RouteState: Equatable {
    case shelf(Shelf.State)
  }

  enum RouteAction: Equatable {
    case shelf(Shelf.Action)
  }

  var body: some ReducerProtocol<State, Action> {
    Reduce { state, action in
      switch action {
      case .browseTapped:
        state.route = .shelf(Shelf.State())
        return .none
      case .route(.shelf(.delegate(.bookPicked))):
        state.route = nil
        return .none
      case .route:
        return .none
      }
    }
    .ifLet(\.route, action: /Action.route) {
      Scope(
        state: /RouteState.shelf,
        action: /RouteAction.shelf
      ) {
        Shelf()
      }
    }
  }
}

struct Shelf: ReducerProtocol {
  struct State: Equatable {}

  enum Action: Equatable {
    case delegate(DelegateAction)
    case bookTapped
  }

  enum DelegateAction: Equatable {
    case bookPicked
  }

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    .none
  }
}
