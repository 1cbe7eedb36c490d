import ComposableArchitecture

@Reducer
struct TwoCounters {
  struct State: Equatable {
    var counter = Counter.State()
  }

  enum Action {
    case counter(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) {
      Counter()
    }
    Reduce { _, action in
      switch action {
      case .counter(.delegate(.incremented)):
        return .none
      case .counter:
        return .none
      }
    }
  }
}
