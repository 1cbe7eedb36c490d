import ComposableArchitecture
import Keys

extension SharedKey where Self == InMemoryKey<String?> {
  static var session: Self { .inMemory("profileSession") }
}

@Reducer
public struct Profile {
  @ObservableState
  public struct State {
    @SharedReader(.isPremium) var isPremium
    @Shared(.appStorage(.userName)) var userName = ""
    @Shared(.session) var session
  }

  public enum Action {
    case renamed(String)
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .renamed(name):
        state.$userName.withLock { $0 = name }
        return .none
      }
    }
  }
}
