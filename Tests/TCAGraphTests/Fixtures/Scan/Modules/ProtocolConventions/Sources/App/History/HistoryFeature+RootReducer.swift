import ComposableArchitecture

extension HistoryFeature {
  public struct RootReducer {}
}

extension HistoryFeature.RootReducer: RootReducing {
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .history(.delegate(.entryOpened(let entry))):
      state.lastOpened = entry
      return .none
    default:
      return .none
    }
  }
}
