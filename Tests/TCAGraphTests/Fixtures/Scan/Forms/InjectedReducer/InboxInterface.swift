import ComposableArchitecture

// An interface module declares the domain and the composition; the implementation module hands
// the feature's own logic in through `init(reducer:)`.
@Reducer
public struct InboxFeature {
  private let reducer: Reduce<State, Action>

  public init(reducer: Reduce<State, Action>) {
    self.reducer = reducer
  }

  @ObservableState
  public struct State: Equatable {
    var path = StackState<Path.State>()
  }

  public enum Action {
    case refreshPulled
    case path(StackAction<Path.State, Path.Action>)
    case delegate(Delegate)

    public enum Delegate: Equatable {
      case signedOut
    }
  }

  @Reducer(state: .equatable)
  public enum Path {
    case message(MessageFeature)
  }

  public var body: some ReducerOf<Self> {
    reducer
      .forEach(\.path, action: \.path)
  }
}

@Reducer
public struct MessageFeature {
  private let reducer: Reduce<State, Action>

  public init(reducer: Reduce<State, Action>) {
    self.reducer = reducer
  }

  public struct State: Equatable {}

  public enum Action {
    case replyTapped
    case delegate(Delegate)

    public enum Delegate: Equatable {
      case replied
    }
  }

  public var body: some ReducerOf<Self> {
    reducer
  }
}

@Reducer
public struct ArchiveFeature {
  private let reducer: Reduce<State, Action>

  public init(reducer: Reduce<State, Action>) {
    self.reducer = reducer
  }

  public struct State: Equatable {}

  public enum Action {
    case emptyTapped
  }

  public var body: some ReducerOf<Self> {
    reducer
  }
}
