import ComposableArchitecture

@Reducer
struct CartEditor {
  @ObservableState
  struct State {
    @Shared var draft: Draft
    @Shared var items: IdentifiedArrayOf<CartItem>
    @Shared(.draft(1)) var autosave
    @Shared(SessionKey()) var token
    @SharedReader(.session) var sessionToken
  }

  enum Action {
    case saveTapped
    case clearTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveTapped:
        let draft = state.draft
        state.$autosave.withLock { $0 = draft }
        return .none
      case .clearTapped:
        state.items.removeAll()
        return .none
      }
    }
  }
}
