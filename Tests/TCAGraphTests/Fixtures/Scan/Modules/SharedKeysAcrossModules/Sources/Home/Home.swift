import ComposableArchitecture
import Keys

@Reducer
public struct Home {
  @ObservableState
  public struct State {
    @SharedReader(.isPremium) var isPremium
    @Shared(.appStorage(.userName)) var userName = ""
    @Shared(.session) var session
  }

  public enum Action {
    case signedOut
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.$session.withLock { $0 = nil }
      return .none
    }
  }
}
