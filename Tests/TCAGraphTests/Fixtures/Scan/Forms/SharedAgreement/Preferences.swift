import ComposableArchitecture

@Reducer
struct Preferences {
  @ObservableState
  struct State {
    @Shared(.notificationsOn) var notificationsOn
    @SharedReader(.inMemory("session")) var session = ""
    var banner: Banner.State

    init() {
      banner = Banner.State(notificationsOn: $notificationsOn)
    }
  }

  enum Action {
    case banner(Banner.Action)
    case toggleTapped
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.banner, action: \.banner) {
      Banner()
    }
    Reduce { state, action in
      switch action {
      case .banner:
        return .none
      case .toggleTapped:
        state.$notificationsOn.withLock { $0.toggle() }
        return .none
      }
    }
  }
}
