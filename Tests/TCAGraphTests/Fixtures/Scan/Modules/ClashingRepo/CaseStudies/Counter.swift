import ComposableArchitecture

@Reducer
struct Counter {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case delegate(Delegate)
    case incrementTapped

    @CasePathable
    enum Delegate {
      case incremented
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .send(.delegate(.incremented))
      case .delegate:
        return .none
      }
    }
  }
}
