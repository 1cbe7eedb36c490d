import ComposableArchitecture

struct Counter {
  struct State: Equatable {
    var count = 0
    var child = Timer.State()
  }
  enum Action: ViewAction {
    case view(View)
    case timer(Timer.Action)
  }
}
