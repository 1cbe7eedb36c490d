import ComposableArchitecture

@Reducer
struct Banner {
  @ObservableState
  struct State {
    @Shared var notificationsOn: Bool
  }

  enum Action {
    case dismissTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .dismissTapped:
        state.$notificationsOn.withLock { $0 = false }
        return .none
      }
    }
  }
}
