import ComposableArchitecture

extension Reducer {
  @ReducerBuilder<State, Action>
  func tracked(
    state: WritableKeyPath<State, Ledger.State>,
    action: CaseKeyPath<Action, Ledger.Action>
  ) -> some ReducerOf<Self> {
    Scope(state: state, action: action) {
      Ledger()
    }
    self
  }
}

@Reducer
struct Shelf {
  struct State: Equatable {
    var label = Label.State()
    var ledger = Ledger.State()
  }

  enum Action {
    case label(Label.Action)
    case ledger(Ledger.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.label, action: \.label) {
      Label()
    }
    Reduce { _, _ in .none }
      .tracked(state: \.ledger, action: \.ledger)
  }
}

@Reducer
struct Label {
  struct State: Equatable {}
  enum Action { case renamed }
}

@Reducer
struct Ledger {
  struct State: Equatable {}
  enum Action {
    case delegate(Delegate)
    enum Delegate { case balanced }
  }
}
