import ComposableArchitecture

@Reducer
struct Checkout {
  @ObservableState
  struct State: Equatable {
    enum Mode: Equatable { case browsing, editing }
    var mode = Mode.browsing
    var cart = Cart.State()
    var payment = Payment.State()
    var isBusy = false
  }

  enum Action {
    case saveTapped
    case cart(Cart.Action)
    case payment(Payment.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.cart, action: \.cart) { Cart() }
    Scope(state: \.payment, action: \.payment) { Payment() }
    Reduce { state, action in
      switch (state.mode, action) {
      case (.editing, .saveTapped):
        state.mode = .browsing
        return .none
      case (_, .cart(.delegate(.emptied))):
        state.mode = .browsing
        return .none
      case let (.browsing, .payment(.delegate(.paid(amount)))):
        state.isBusy = amount > 0
        return .none
      default:
        return .none
      }
    }
    Reduce { state, action in
      switch (action, state.isBusy) {
      case (.payment(.delegate(.failed)), true):
        state.isBusy = false
        return .none
      default:
        return .none
      }
    }
    Reduce { state, action in handle(&state, action) }
    Reduce { state, action in
      Self.route(state: &state, action: action)
    }
    Reduce(self.observe)
  }

  func handle(_ state: inout State, _ incoming: Action) -> Effect<Action> {
    switch incoming {
    case .cart(.delegate(.checkedOut)):
      return .none
    case let .payment(paymentAction):
      switch paymentAction {
      case .delegate(.retried):
        return .none
      default:
        return .none
      }
    default:
      return .none
    }
  }

  static func route(state: inout State, action: Action) -> Effect<Action> {
    if case let .cart(cartAction) = action {
      switch cartAction {
      case .delegate(.itemRemoved):
        return .none
      default:
        return .none
      }
    }
    guard case let .payment(paymentAction) = action else { return .none }
    switch paymentAction {
    case .delegate(.paid):
      return .none
    default:
      return .none
    }
  }

  private func observe(_ state: inout State, _ event: Self.Action) -> Effect<Action> {
    switch event {
    case .cart(let cartAction):
      switch cartAction {
      case .delegate(.emptied):
        return .none
      default:
        return .none
      }
    default:
      return .none
    }
  }
}

@Reducer
struct Cart {
  struct State: Equatable {}
  enum Action {
    case delegate(Delegate)
    @CasePathable
    enum Delegate { case emptied, checkedOut, itemRemoved }
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Payment {
  struct State: Equatable {}
  enum Action {
    case delegate(Delegate)
    @CasePathable
    enum Delegate {
      case paid(Int)
      case failed
      case retried
    }
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}
