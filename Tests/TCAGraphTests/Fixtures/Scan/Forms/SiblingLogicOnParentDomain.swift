import ComposableArchitecture

struct Shop: ReducerProtocol {
  struct State: Equatable {
    var cart = Cart.State()
    var isSyncing = false
  }

  enum Action: Equatable {
    case cart(Cart.Action)
    case syncFinished
  }

  var body: some ReducerProtocol<State, Action> {
    Scope(state: \.cart, action: /Action.cart) {
      Cart()
    }
    Reduce { state, action in
      switch action {
      case .cart:
        return .none
      case .syncFinished:
        state.isSyncing = false
        return .none
      }
    }
    SyncLogic()
  }
}

struct SyncLogic: ReducerProtocol {
  func reduce(into state: inout Shop.State, action: Shop.Action) -> EffectTask<Shop.Action> {
    switch action {
    case .cart(.delegate(.checkedOut)):
      state.isSyncing = true
      return .none
    default:
      return .none
    }
  }
}

struct Cart: ReducerProtocol {
  struct State: Equatable {
    var items: [String] = []
  }

  enum Action: Equatable {
    case delegate(Delegate)
    case checkoutTapped

    enum Delegate: Equatable {
      case checkedOut
    }
  }

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .checkoutTapped:
      return .send(.delegate(.checkedOut))
    case .delegate:
      return .none
    }
  }
}
