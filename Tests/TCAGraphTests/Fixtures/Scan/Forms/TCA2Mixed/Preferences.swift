import ComposableArchitecture1
import ComposableArchitecture2

// One file in both dialects: a 1.x reducer with a delegate lane, and a TCA 2 feature.
@Reducer struct Preferences {
  @ObservableState struct State: Equatable {
    var theme = 0
  }

  enum Action {
    case view(View)
    case delegate(Delegate)

    @CasePathable enum View { case themePicked(Int) }
    @CasePathable enum Delegate { case themeChanged }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.themePicked(let theme)):
        state.theme = theme
        return .send(.delegate(.themeChanged))
      case .delegate:
        return .none
      }
    }
  }
}

@Feature struct Note {
  struct State: Identifiable {
    let id: Int
  }

  enum Action { case pinTapped }

  var body: some Feature {
    EmptyFeature()
      .onChange(of: store.id) { state in
        store.addTask { try store.send(.pinTapped) }
      }
  }
}
