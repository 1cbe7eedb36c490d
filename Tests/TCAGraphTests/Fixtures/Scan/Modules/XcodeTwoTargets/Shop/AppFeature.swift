import ComposableArchitecture

@Reducer
struct AppFeature {
  @ObservableState
  struct State {
    @Presents var settings: SettingsFeature.State?
  }

  enum Action {
    case settings(PresentationAction<SettingsFeature.Action>)
    case settingsButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .settingsButtonTapped:
        state.settings = SettingsFeature.State()
        return .none
      case .settings(.presented(.delegate(.saved))):
        state.settings = nil
        return .none
      case .settings:
        return .none
      }
    }
    .ifLet(\.$settings, action: \.settings) {
      SettingsFeature()
    }
  }
}
