import ComposableArchitecture
import SwiftUI

@Reducer
struct Login {
  struct State {}
  enum Action {
    case view(View)
    case _internal(Internal)
    enum View { case submitTapped }
    enum Internal { case response(Result<String, Error>) }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.submitTapped):
        return .run { send in
          await send(._internal(.response(Result { "token" })))
        }
      case ._internal:
        return Effect.send(.view(.submitTapped))
      }
    }
  }
}

struct LoginView: View {
  @Bindable var store: StoreOf<Login>

  var body: some View {
    Button("Log in") {
      store.send(.view(.submitTapped))
    }
  }
}
