import ComposableArchitecture

extension InboxFeature {
  public init() {
    let reducer = Reduce<State, Action> { state, action in
      switch action {
      case .refreshPulled:
        return .none
      case .path(.element(id: _, action: .message(.delegate(.replied)))):
        return .send(.delegate(.signedOut))
      case .path, .delegate:
        return .none
      }
    }
    self.init(reducer: reducer)
  }
}

extension MessageFeature {
  public init() {
    self.init(
      reducer: Reduce { _, action in
        switch action {
        case .replyTapped:
          return .send(.delegate(.replied))
        case .delegate:
          return .none
        }
      })
  }
}

extension ArchiveFeature {
  public init() {
    self.init(reducer: Reduce(ArchiveCleanup()))
  }
}
