import ComposableArchitecture

@Reducer
struct Scoreboard {
  @ObservableState
  struct ScoreState: Equatable {
    var points = 0
  }

  enum ScoreAction {
    case pointScored
    case resetTapped
  }

  var body: some Reducer<ScoreState, ScoreAction> {
    Reduce { state, action in
      switch action {
      case .pointScored:
        state.points += 1
        return .none
      case .resetTapped:
        state.points = 0
        return .none
      }
    }
  }
}
