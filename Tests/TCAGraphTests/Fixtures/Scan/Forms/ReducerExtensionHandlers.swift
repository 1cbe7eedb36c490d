import ComposableArchitecture

@Reducer
struct Round {
  struct State: Equatable {
    var isMyTurn = false
    var wordField = WordField.State()
    var timer = Timer.State()
  }

  enum Action {
    case wordField(WordField.Action)
    case timer(Timer.Action)
    case turnEnded
    case scoreSaved
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.wordField, action: \.wordField) {
      WordField()
    }
    Scope(state: \.timer, action: \.timer) {
      Timer()
    }
    Reduce { _, _ in .none }
      .onlyOnMyTurn()
      .timed()
      .scored()
  }
}

extension Reducer where State == Round.State, Action == Round.Action {
  func onlyOnMyTurn() -> some ReducerOf<Round> {
    Reduce { state, action in
      switch action {
      case .wordField(.delegate(.confirmSubmit)):
        guard state.isMyTurn else { return .none }
        return .send(.turnEnded)
      default:
        return self.reduce(into: &state, action: action)
      }
    }
  }
}

extension Reducer where State == Round.State {
  func timed() -> some ReducerOf<Round> {
    Reduce { state, action in
      if case .timer(.delegate(.expired)) = action {
        return .send(.turnEnded)
      }
      return self.reduce(into: &state, action: action)
    }
  }
}

extension ReducerOf<Round> {
  func scored() -> some ReducerOf<Round> {
    Reduce { state, action in
      if action.is(\.wordField.delegate.cleared) {
        state.isMyTurn = false
        return .send(.scoreSaved)
      }
      return self.reduce(into: &state, action: action)
    }
  }
}

@Reducer
struct WordField {
  struct State: Equatable {}
  enum Action {
    case submitTapped
    case delegate(Delegate)

    enum Delegate {
      case confirmSubmit
      case cleared
    }
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Timer {
  struct State: Equatable {}
  enum Action {
    case delegate(Delegate)

    enum Delegate {
      case expired
    }
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}
