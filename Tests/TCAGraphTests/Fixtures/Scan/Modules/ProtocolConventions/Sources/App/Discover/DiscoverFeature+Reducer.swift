import ComposableArchitecture

extension DiscoverFeature {
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .gameTapped:
        return .send(.delegate(.gameStarted))
      case .detail(.presented(.delegate(.closed))):
        state.detail = nil
        return .none
      case .detail, .delegate:
        return .none
      }
    }
    .ifLet(\.detail, action: /Action.detail) {
      DetailFeature()
    }
  }
}

extension DiscoverFeature {
  /// Runs on the root's domain; the root lists it.
  struct RootReducer: RootReducing {
    func reduce(into state: inout AppReducer.State, action: AppReducer.Action)
      -> Effect<AppReducer.Action>
    {
      switch action {
      case .discover(.delegate(.gameStarted)):
        state.isPlaying = true
        return .none
      default:
        return .none
      }
    }
  }
}
