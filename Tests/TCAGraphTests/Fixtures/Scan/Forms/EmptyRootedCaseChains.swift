import ComposableArchitecture

struct Inbox: ReducerProtocol {
  struct State: Equatable {
    enum Sheet: Equatable {
      case compose(Compose.State)
      case filters(Filters.State)
    }

    var sheet: Sheet?
  }

  enum Action: Equatable {
    enum Sheet: Equatable {
      case compose(Compose.Action)
      case filters(Filters.Action)
    }

    case sheet(Sheet)
    case composeTapped
  }

  var body: some ReducerProtocol<State, Action> {
    Reduce { state, action in
      switch action {
      case .composeTapped:
        state.sheet = .compose(Compose.State())
        return .none
      case .sheet(.compose(.delegate(.sent))):
        state.sheet = nil
        return .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.sheet, action: /Action.sheet) {
      EmptyReducer()
        .ifCaseLet(/State.Sheet.compose, action: /Action.Sheet.compose) {
          Compose()
        }
        .ifCaseLet(/State.Sheet.filters, action: /Action.Sheet.filters) {
          Filters()
        }
    }
  }
}

struct Board: ReducerProtocol {
  struct State: Equatable {
    enum Mode: Equatable {
      case list(Listing.State)
    }

    var mode = Mode.list(Listing.State())
  }

  enum Action: Equatable {
    case list(Listing.Action)
  }

  var body: some ReducerProtocol<State, Action> {
    Scope(state: \.mode, action: /Action.self) {
      EmptyReducer()
        .ifCaseLet(/State.Mode.list, action: /Action.list) {
          Listing()
        }
    }
  }
}

struct Compose: ReducerProtocol {
  struct State: Equatable {}

  enum Action: Equatable {
    case delegate(Delegate)
    case sendTapped

    enum Delegate: Equatable {
      case sent
    }
  }

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .sendTapped:
      return EffectTask(value: .delegate(.sent))
    case .delegate:
      return .none
    }
  }
}

struct Filters: ReducerProtocol {
  struct State: Equatable {}
  enum Action: Equatable { case cleared }
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
}

struct Listing: ReducerProtocol {
  struct State: Equatable {}
  enum Action: Equatable { case refreshed }
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
}
