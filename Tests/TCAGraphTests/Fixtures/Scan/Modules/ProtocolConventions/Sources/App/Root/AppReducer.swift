import ComposableArchitecture

/// Reducers that run on the root's own state and actions.
public protocol RootReducing: Reducer {
  associatedtype State = AppReducer.State
  associatedtype Action = AppReducer.Action
}

public struct AppReducer: Reducer {
  public struct State: Equatable {
    var discover = DiscoverFeature.State()
    var history = HistoryFeature.State()
    var isPlaying = false
    var lastOpened: String?
  }

  public enum Action {
    case discover(DiscoverFeature.Action)
    case history(HistoryFeature.Action)
  }

  public var body: some ReducerOf<Self> {
    Scope(state: \.discover, action: /Action.discover) {
      DiscoverFeature()
    }
    Scope(state: \.history, action: /Action.history) {
      HistoryFeature.Reducer()
    }
    HistoryFeature.RootReducer()
    DiscoverFeature.RootReducer()
    GameCenterLogic()
  }
}
