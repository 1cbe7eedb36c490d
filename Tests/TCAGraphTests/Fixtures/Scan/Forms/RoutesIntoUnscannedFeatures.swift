import ComposableArchitecture
import MatchFeature

@Reducer
struct Lobby {
  @ObservableState
  struct State: Equatable {
    var match = MatchFeature.State()
  }

  enum Action {
    case match(MatchFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.match, action: \.match) {
      MatchFeature()
    }
    Reduce { state, action in
      switch action {
      case .match(.board(.results(.delegate(.playAgain)))):
        return .none
      case .match(.board(.quitTapped)):
        return .none
      case .match:
        return .none
      }
    }
  }
}

extension Lobby {
  func replay(_ action: Action) -> Bool {
    if case .match(.board(.results(.delegate(.restart(.sameSeed))))) = action { return true }
    return false
  }
}
