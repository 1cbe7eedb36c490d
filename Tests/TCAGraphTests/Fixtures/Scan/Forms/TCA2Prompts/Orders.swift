import ComposableArchitecture2

// TCA 2 prompts: `@Feature struct X: Prompt` has a State and an Action and no body, an alert with
// a domain. Its cases are its buttons, which the presenting feature matches.
@Feature struct Orders {
  @Feature enum Destination {
    case confirmCancel(ConfirmCancel)
    case receipt(Receipt)
  }

  @Feature struct ConfirmCancel: Prompt {
    struct State {
      let orderCount: Int
    }

    enum Action {
      case keepTapped
      case cancelTapped
    }
  }

  struct State {
    var destination: Destination.State?
    var discardDraft: DiscardDraft.State?
    var orderCount = 0
  }

  enum Action {
    case destination(Destination.Action)
    case discardDraft(DiscardDraft.Action)
    case cancelAllTapped
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .cancelAllTapped:
        state.destination = .confirmCancel(.init(orderCount: state.orderCount))
      case .destination(.confirmCancel(.cancelTapped)):
        state.orderCount = 0
      case .destination(.receipt(.printTapped)):
        state.destination = nil
      case .discardDraft(.discardTapped):
        state.discardDraft = nil
      case .destination, .discardDraft:
        break
      }
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
    .ifLet(\.discardDraft, action: \.discardDraft) { DiscardDraft() }
  }
}

@Feature struct DiscardDraft: Prompt {
  struct State {}

  enum Action {
    case discardTapped
    case keepEditingTapped
  }
}

@Feature struct Receipt {
  struct State {}

  enum Action {
    case printTapped
  }
}
