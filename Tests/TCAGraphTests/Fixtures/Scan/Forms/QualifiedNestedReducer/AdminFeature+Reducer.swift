import ComposableArchitecture

extension AdminFeature {
  @Reducer
  struct Reducer {
    @ObservableState
    struct State: Equatable {
      var isUnlocked = false
    }

    enum Action {
      case unlockTapped
      case delegate(Delegate)

      enum Delegate {
        case signedOut
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .unlockTapped:
          state.isUnlocked = true
          return .send(.delegate(.signedOut))
        case .delegate:
          return .none
        }
      }
    }
  }
}
