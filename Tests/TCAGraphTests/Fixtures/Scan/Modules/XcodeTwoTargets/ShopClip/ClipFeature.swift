import ComposableArchitecture

@Reducer
struct ClipFeature {
  @ObservableState
  struct State {
    var settings = SettingsFeature.State()
  }

  enum Action {
    case settings(SettingsFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.settings, action: \.settings) {
      SettingsFeature()
    }
    Reduce { _, action in
      switch action {
      case .settings(.delegate(.closed)):
        return .none
      case .settings:
        return .none
      }
    }
  }
}
