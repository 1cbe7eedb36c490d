import ComposableArchitecture

public struct DetailFeature: Feature {
  public struct State: FeatureState {}

  public enum Action: FeatureAction {
    case closeTapped
    case delegate(Delegate)

    public enum Delegate: Equatable {
      case closed
    }
  }

  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .closeTapped:
        return .send(.delegate(.closed))
      case .delegate:
        return .none
      }
    }
  }
}
