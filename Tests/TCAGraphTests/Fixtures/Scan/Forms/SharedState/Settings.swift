import ComposableArchitecture

@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {
    @Shared(.appStorage("isOn")) var isOn = false
    @SharedReader(.isOn) var isOnMirror
    @Shared(.appStorage(Keys.onboarded)) var onboarded = false
    @Shared(.appStorage(.theme)) var theme = "light"
    @Shared(.nickname) var nickname: String
    @Shared(.fileStorage(URL.settingsFile)) var preferences: Preferences = Preferences()
    @SharedReader(.inMemory("badgeCount")) var badgeCount: Int = 0
    @Shared(.appStorage("profile")) var profile = Profile()
    var badge: ProfileBadge.State

    init() {
      badge = ProfileBadge.State(name: $profile.name)
    }
  }

  enum Action {
    case toggled
    case nicknameChanged(String)
    case reset
    case badge(ProfileBadge.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.badge, action: \.badge) {
      ProfileBadge()
    }
    Reduce { state, action in
      switch action {
      case .toggled:
        state.$isOn.withLock { $0.toggle() }
        return .none
      case let .nicknameChanged(name):
        state.$nickname.withLock { $0 = name }
        return .none
      case .reset:
        if state.onboarded {
          state.theme = "light"
        }
        return .none
      case .badge:
        return .none
      }
    }
  }
}
