import ComposableArchitecture

/// The clip's smaller settings, with a delegate of its own.
@Reducer
struct SettingsFeature {
  struct State {}

  enum Action {
    case closeTapped
    case delegate(Delegate)

    @CasePathable
    enum Delegate {
      case closed
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .closeTapped:
        return .send(.delegate(.closed))
      case .delegate:
        return .none
      }
    }
  }
}
