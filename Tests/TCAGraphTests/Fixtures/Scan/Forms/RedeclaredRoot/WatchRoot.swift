import ComposableArchitecture

// The watch extension's target, in the same project folder, declares a root of the same name.
@Reducer
struct AppRoot {
  @ObservableState
  enum State: Equatable {
    case glance(Glance.State)
  }

  enum Action {
    case glance(Glance.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifCaseLet(\.glance, action: \.glance) {
        Glance()
      }
  }
}

@Reducer
struct Glance {
  struct State: Equatable {}
  enum Action { case refreshed }
}

// A private type is its file's own: another file may declare the same name.
private struct Badge {
  var count = 0
}

// A type that is no feature is not noted: the pre-filter may skip a file declaring it.
struct Banner {
  var text = ""
}
