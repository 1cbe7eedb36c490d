import Child
import ComposableArchitecture

@Reducer
struct AppFeature {
  struct State: Equatable {
    var child = Child.State()
  }

  enum Action {
    case child(Child.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Child()
    }
  }
}
