import ComposableArchitecture

extension Counter: Reducer {
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.timer) {
      Timer()
    }
    Reduce(self.core)
  }

  func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .view(.incrementTapped):
      state.count += 1
      return .none
    case .timer(.delegate(.ticked)):
      state.count += 1
      return .none
    case .timer:
      return .none
    }
  }
}

extension Counter.Action {
  @CasePathable
  enum View: Equatable {
    case incrementTapped
  }
}
