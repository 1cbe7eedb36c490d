import ComposableArchitecture

@Reducer
struct Recorder {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case stopTapped

    @CasePathable
    enum Alert {
      case confirmDiscard
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .none
      case .alert:
        return .none
      case .stopTapped:
        state.alert = AlertState { TextState("Discard?") }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
