import ComposableArchitecture

@Reducer
public struct Row {
  public struct State: Equatable, Identifiable {
    public var id: Int
  }

  public enum Action {
    case delegate(Delegate)
    case removeTapped

    @CasePathable
    public enum Delegate {
      case removed
    }
  }

  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .removeTapped:
        return .send(.delegate(.removed))
      case .delegate:
        return .none
      }
    }
  }
}
