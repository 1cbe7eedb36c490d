import ComposableArchitecture

@Reducer
struct Counter {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case delegate(Delegate)
    case addTapped

    @CasePathable
    enum Delegate {
      case todoAdded
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.count += 1
        return .send(.delegate(.todoAdded))
      case .delegate:
        return .none
      }
    }
  }
}
