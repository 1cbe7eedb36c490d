import ComposableArchitecture
import Checkout
import Catalog
import NavigationHelpers

@Reducer
struct Storefront {
  @Reducer
  enum Path {
    case catalog(Catalog.Path.Body = Catalog.Path.body)
    case checkout(Checkout.Path.Body = Checkout.Path.body)
  }

  @ObservableState
  struct State {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case browseTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .browseTapped:
        state.path.append(.catalog(.list(.init())))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      StackReducer(state: \.catalog, action: \.catalog) {
        Catalog()
      }
      StackReducer(state: \.checkout, action: \.checkout) {
        Checkout()
      }
    }
  }
}
