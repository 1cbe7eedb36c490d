import Clients
import ComposableArchitecture

@Reducer
struct Detail {
  struct State: Equatable {}

  enum Action {
    case closeTapped
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.storage) var storage
  @Dependency(\.mystery) var mystery
  @Dependency(MissingKey.self) var missing

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}
