import ComposableArchitecture

@Reducer
struct Cart {
  @ObservableState
  struct State {
    @Shared(.cart) var items
    @Shared(.badgeCount) var badgeCount
    @Presents var editor: CartEditor.State?
    var summary: CartSummary.State

    init() {
      self.summary = CartSummary.State(items: self.$items, total: Shared(0))
    }
  }

  enum Action {
    case addTapped(CartItem)
    case editTapped
    case clearTapped
    case editor(PresentationAction<CartEditor.Action>)
    case summary(CartSummary.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.summary, action: \.summary) {
      CartSummary()
    }
    Reduce { state, action in
      switch action {
      case let .addTapped(item):
        state.$items.withLock { $0.append(item) }
        state.$badgeCount.withLock { $0 += 1 }
        return .none
      case .editTapped:
        state.editor = CartEditor.State(draft: Shared(Draft()), items: state.$items)
        return .none
      case .clearTapped:
        state.badgeCount = 0
        state.summary = .init(items: state.$items, total: Shared(0))
        return .none
      case .editor, .summary:
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) {
      CartEditor()
    }
  }
}
