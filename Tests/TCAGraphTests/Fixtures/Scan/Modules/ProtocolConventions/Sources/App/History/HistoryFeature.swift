import ComposableArchitecture

/// A namespace: the feature's domain and its reducer, named `Reducer`.
public enum HistoryFeature: Namespace {
  public struct State: Equatable {
    var entries: [String] = []
  }

  public enum Action {
    case delegate(Delegate)
    case entryTapped(String)

    public enum Delegate: Equatable {
      case entryOpened(String)
    }
  }

  public struct Reducer: FeatureReducer {
    public typealias State = HistoryFeature.State
    public typealias Action = HistoryFeature.Action

    public var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .entryTapped(let entry):
          return .send(.delegate(.entryOpened(entry)))
        case .delegate:
          return .none
        }
      }
    }
  }
}
