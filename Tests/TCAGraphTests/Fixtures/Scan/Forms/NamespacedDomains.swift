import ComposableArchitecture

/// A namespace whose nested reducer takes the namespace's State and Action without aliases.
enum Inbox {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case refresh
    case delegate(Delegate)

    enum Delegate: Equatable {
      case opened
    }
  }

  struct Reducer: ComposableArchitecture.Reducer {
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .refresh:
        state.count += 1
        return .send(.delegate(.opened))
      case .delegate:
        return .none
      }
    }
  }
}

/// Not a reducer: a client whose events a case carries.
struct SocketClient {
  enum Action: Equatable {
    case opened
    case closed
  }
}

struct Mailbox: Reducer {
  struct State: Equatable {
    var inbox = Inbox.State()
    var online = false
  }

  enum Action: Equatable {
    case inbox(Inbox.Action)
    case socket(SocketClient.Action)
    case purchased
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inbox, action: /Action.inbox) {
      Inbox.Reducer()
    }
    Reduce { state, action in
      switch action {
      case .inbox(.delegate(.opened)):
        return .none
      case .socket(.opened):
        state.online = true
        return .none
      case .socket(.closed):
        state.online = false
        return .none
      case .inbox, .purchased:
        return .none
      }
    }
    ReceiptLogic()
  }
}

/// Logic generic over its state: the action type alone names its host.
struct ReceiptLogic<State>: Reducer {
  var body: some Reducer<State, Mailbox.Action> {
    Reduce { _, action in
      switch action {
      case .inbox(.delegate(.opened)):
        return .none
      default:
        return .none
      }
    }
  }
}
