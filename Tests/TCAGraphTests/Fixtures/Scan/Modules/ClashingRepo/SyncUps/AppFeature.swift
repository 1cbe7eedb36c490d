import ComposableArchitecture

@Reducer
struct AppFeature {
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
      case .counter(.delegate(.meetingStarted)):
        return .none
      case .counter:
        return .none
      }
    }
  }
}
