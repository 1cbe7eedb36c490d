import ComposableArchitecture

@Reducer
struct App {
  @ObservableState
  struct State {
    var profile = Profile.State()
    var settings = Settings.State()
  }

  enum Action {
    case profile(Profile.Action)
    case settings(Settings.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.profile, action: \.profile) { Profile() }
    Scope(state: \.settings, action: \.settings) { Settings() }
  }
}
