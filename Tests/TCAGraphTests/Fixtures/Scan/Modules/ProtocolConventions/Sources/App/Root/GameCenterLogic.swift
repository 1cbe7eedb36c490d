import ComposableArchitecture

/// Root logic written as a reducer on the root's domain.
struct GameCenterLogic: Reducer {
  var body: some ReducerOf<AppReducer> {
    Reduce { state, action in
      switch action {
      case .discover(.delegate(.gameStarted)):
        return .run { _ in }
      default:
        return .none
      }
    }
  }
}
