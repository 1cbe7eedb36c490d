import ComposableArchitecture

struct Inbox: ReducerProtocol {
  struct State: Equatable {
    var threads: IdentifiedArrayOf<Thread.State> = []
  }

  enum Action: Equatable {
    case thread(Thread.State.ID, Thread.Action)
    case refresh
  }

  var body: some ReducerProtocol<State, Action> {
    Reduce { state, action in
      switch action {
      case let .thread(id, .delegate(.archived)):
        state.threads.remove(id: id)
        return .none
      case .thread:
        return .none
      case .refresh:
        return .none
      }
    }
    .forEach(\.threads, action: /Action.thread) {
      Thread()
    }
  }
}

struct Thread: ReducerProtocol {
  struct State: Equatable, Identifiable {
    let id: UUID
  }

  enum Action: Equatable {
    case archiveTapped
    case delegate(DelegateAction)
  }

  enum DelegateAction: Equatable {
    case archived
  }

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .archiveTapped:
      return .send(.delegate(.archived))
    case .delegate:
      return .none
    }
  }
}
