import ComposableArchitecture

// The phone app's target declares the root.
@Reducer
struct AppRoot {
  @ObservableState
  enum State: Equatable {
    case tabs(Tabs.State)
  }

  enum Action {
    case tabs(Tabs.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifCaseLet(\.tabs, action: \.tabs) {
        Tabs()
      }
  }
}

@Reducer
struct Tabs {
  struct State: Equatable {}
  enum Action { case selected(Int) }
}

// A private type is its file's own: another file may declare the same name.
private struct Badge {
  var count = 0
}

// A type that is no feature is not noted: the pre-filter may skip a file declaring it.
struct Banner {
  var text = ""
}
