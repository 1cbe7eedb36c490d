import ComposableArchitecture

@Reducer
struct CartSummary {
  @ObservableState
  struct State {
    @Shared var items: IdentifiedArrayOf<CartItem>
    @SharedReader var total: Int

    var count: Int { items.count }
  }

  enum Action {
    case refresh
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      _ = state.items.count
      return .none
    }
  }
}
