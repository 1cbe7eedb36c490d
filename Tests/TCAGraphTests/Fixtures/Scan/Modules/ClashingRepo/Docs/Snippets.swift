import ComposableArchitecture

// Snippets the docs embed: each is a complete, compiling example.
@Reducer
struct Counter {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case delegate(Delegate)
    case tapped

    @CasePathable
    enum Delegate {
      case tapped
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tapped:
        state.count += 1
        return .send(.delegate(.tapped))
      case .delegate:
        return .none
      }
    }
  }
}
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
      case .counter(.delegate(.tapped)):
        return .none
      case .counter:
        return .none
      }
    }
  }
}
