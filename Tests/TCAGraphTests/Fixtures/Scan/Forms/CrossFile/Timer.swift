import ComposableArchitecture

@Reducer
struct Timer {
  struct State: Equatable {}
  enum Action {
    case _internal(Internal)
    case delegate(Delegate)
    enum Internal { case tick }
    @CasePathable
    enum Delegate { case ticked }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case ._internal(.tick):
        return .send(.delegate(.ticked))
      case .delegate:
        return .none
      }
    }
  }
}
