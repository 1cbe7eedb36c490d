import ComposableArchitecture

extension Feature {
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .none
      case .delegate:
        return .none
      }
    }
  }
}
