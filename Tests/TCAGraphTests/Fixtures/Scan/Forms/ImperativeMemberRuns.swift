import ComposableArchitecture

@Reducer
struct Match {
  struct State: Equatable {
    var board = Board.State()
    var clock = Clock.State()
    var chat = Chat.State()
    var referee = Referee.State()
  }

  enum Action {
    case board(Board.Action)
    case clock(Clock.Action)
    case chat(Chat.Action)
    case referee(Referee.Action)
    case tick
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.chat, action: \.chat) {
      Chat()
    }
    Reduce { state, action in
      switch action {
      case .tick:
        return .none
      default:
        return self.boardReducer.reduce(into: &state, action: action)
      }
    }
    Reduce { state, action in
      Self.clockReducer.reduce(into: &state, action: action)
    }
    core
      .logged()
  }

  var boardReducer: some ReducerOf<Self> {
    Scope(state: \.board, action: \.board) {
      Board().haptics(isEnabled: true)
    }
  }

  static var clockReducer: some ReducerOf<Self> {
    Scope(state: \.clock, action: \.clock) {
      Clock()
    }
  }

  var core: some ReducerOf<Self> {
    Reduce { state, action in
      refereeReducer.reduce(into: &state, action: action)
    }
  }

  var refereeReducer: some ReducerOf<Self> {
    Scope(state: \.referee, action: \.referee) {
      Referee()
    }
  }
}

extension Reducer {
  func logged() -> some Reducer<State, Action> { self }
  func haptics(isEnabled: Bool) -> some Reducer<State, Action> { self }
}

@Reducer
struct Board {
  struct State: Equatable {}
  enum Action { case moved }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Clock {
  struct State: Equatable {}
  enum Action { case ticked }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Chat {
  struct State: Equatable {}
  enum Action { case posted }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Referee {
  struct State: Equatable {}
  enum Action { case whistled }
  var body: some ReducerOf<Self> { EmptyReducer() }
}
