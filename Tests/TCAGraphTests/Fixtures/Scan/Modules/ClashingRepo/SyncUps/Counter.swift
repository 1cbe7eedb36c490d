import ComposableArchitecture

@Reducer
struct Counter {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case delegate(Delegate)
    case startTapped

    @CasePathable
    enum Delegate {
      case meetingStarted
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.count += 1
        return .send(.delegate(.meetingStarted))
      case .delegate:
        return .none
      }
    }
  }
}
