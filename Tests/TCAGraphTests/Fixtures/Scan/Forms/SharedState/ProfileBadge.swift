import ComposableArchitecture

@Reducer
struct ProfileBadge {
  @ObservableState
  struct State: Equatable {
    @Shared var name: String
  }

  enum Action {
    case renamed(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .renamed(name):
        state.$name.withLock { $0 = name }
        return .none
      }
    }
  }
}
