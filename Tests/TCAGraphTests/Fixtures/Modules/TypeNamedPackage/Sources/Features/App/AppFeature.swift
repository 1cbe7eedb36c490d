import ComposableArchitecture
import Search

@Reducer
struct AppFeature {
  struct State: Equatable {
    var search = SearchFeature.State()
  }
  enum Action {
    case search(SearchFeature.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.search, action: \.search) {
      SearchFeature()
    }
  }
}
