import ComposableArchitecture

// Operators an app writes for itself in extensions of `Reducer`: one scopes to a child through
// the paths its call hands over, one wraps the reducer it is called on in a reducer of the same
// domain, kept out of the public names by its underscore.
extension Reducer {
  @ReducerBuilder<State, Action>
  func pantryObservation(
    state toPantry: WritableKeyPath<State, PantryObserver.State>,
    action toPantryAction: CaseKeyPath<Action, PantryObserver.Action>
  ) -> some ReducerOf<Self> {
    Scope(state: toPantry, action: toPantryAction) {
      PantryObserver()
    }
    self
  }

  func optionalTicket(
    _ toTicket: WritableKeyPath<State, Ticket.State?>,
    action toTicketAction: CaseKeyPath<Action, Ticket.Action>
  ) -> some ReducerOf<Self> {
    self.ifLet(toTicket, action: toTicketAction) {
      Ticket()
    }
  }
}

extension Reducer where State == Kitchen.State, Action == Kitchen.Action {
  func chimes() -> some ReducerOf<Self> {
    _KitchenChimes(base: self)
  }
}

@Reducer
struct Kitchen {
  struct State: Equatable {
    var pantry = PantryObserver.State()
    var ticket: Ticket.State?
    var isOpen = false
  }

  enum Action {
    case pantry(PantryObserver.Action)
    case ticket(Ticket.Action)
    case openTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.isOpen = true
        return .none
      case .pantry, .ticket:
        return .none
      }
    }
    .pantryObservation(state: \.pantry, action: \.pantry)
    .optionalTicket(\.ticket, action: \.ticket)
    .chimes()
    .unscannedTracking(state: \.pantry, action: \.pantry)
  }
}

private struct _KitchenChimes<Base: Reducer<Kitchen.State, Kitchen.Action>>: Reducer {
  let base: Base

  var body: some Reducer<Kitchen.State, Kitchen.Action> {
    self.base
    Reduce { _, action in
      switch action {
      case .ticket(.delegate(.served)):
        return .none
      default:
        return .none
      }
    }
  }
}

@Reducer
struct PantryObserver {
  struct State: Equatable {}
  enum Action { case stockChanged }
}

@Reducer
struct Ticket {
  struct State: Equatable {}
  enum Action {
    case delegate(Delegate)
    enum Delegate { case served }
  }
}
