import ComposableArchitecture

// TCA 1.0–1.3: `struct X: Reducer` with no macro; case paths are written `/Action.x`.
public struct Checkout: Reducer {
  public struct State: Equatable {
    public var receipt: Receipt.State?
  }

  public enum Action: Equatable {
    case delegate(DelegateAction)
    case payTapped
    case receipt(Receipt.Action)
  }

  public enum DelegateAction: Equatable {
    case paid(amount: Int)
  }

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none
      case .payTapped:
        state.receipt = .init()
        return .none
      case .receipt:
        return .none
      }
    }
    .ifLet(\.receipt, action: /Action.receipt) {
      Receipt()
    }
  }
}

// TCA 1.4+ without the macro: the `Action` is `@CasePathable`, so its lanes must be too.
public struct Receipt: Reducer {
  public struct State: Equatable {}

  @CasePathable
  public enum Action: Equatable {
    case delegate(Delegate)
    case shareTapped

    public enum Delegate: Equatable {
      case shared
    }
  }

  public var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
  }
}
