import ComposableArchitecture

/// The full app's settings.
@Reducer
struct SettingsFeature {
  @ObservableState
  struct State {
    var notifications = true
  }

  enum Action {
    case delegate(Delegate)
    case saveTapped

    @CasePathable
    enum Delegate {
      case saved
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .saveTapped:
        return .send(.delegate(.saved))
      case .delegate:
        return .none
      }
    }
  }
}
