import ComposableArchitecture

/// Prints each action, then runs the reducers its builder makes, on the same domain.
struct Traced<State, Action, Base: Reducer>: Reducer
where State == Base.State, Action == Base.Action {
  let base: Base

  init(@ReducerBuilder<State, Action> _ build: () -> Base) {
    self.base = build()
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    print(action)
    return base.reduce(into: &state, action: action)
  }
}

/// Hands its builder a reducer that runs the whole again, for state that holds itself.
struct Looping<State, Action, Base: Reducer>: Reducer
where State == Base.State, Action == Base.Action {
  let build: (Reduce<State, Action>) -> Base

  init(@ReducerBuilder<State, Action> _ build: @escaping (Reduce<State, Action>) -> Base) {
    self.build = build
  }

  var body: some Reducer<State, Action> {
    var again: Reduce<State, Action>!
    again = Reduce { state, action in build(again).reduce(into: &state, action: action) }
    return again
  }
}

/// Reduces with a closure of two parameters: it builds no reducers.
struct Audit<State, Action>: Reducer {
  let record: (State, Action) -> Void

  init(_ record: @escaping (State, Action) -> Void) {
    self.record = record
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    record(state, action)
    return .none
  }
}

@Reducer
struct Library {
  @ObservableState
  struct State: Equatable {
    var shelf = Shelf.State()
    var loans = Loans.State()
  }

  enum Action {
    case shelf(Shelf.Action)
    case loans(Loans.Action)
  }

  var body: some ReducerOf<Self> {
    Traced {
      Reduce { _, action in
        switch action {
        case .shelf(.delegate(.bookPicked)):
          return .none
        case .shelf, .loans:
          return .none
        }
      }
      Scope(state: \.shelf, action: \.shelf, child: Shelf.init)
      Scope(state: \.loans, action: \.loans, child: Loans.init)
    }
    Audit { _, action in
      print(action)
    }
  }
}

@Reducer
struct Shelf {
  @ObservableState
  struct State: Equatable {
    var book: Book.State?
  }

  enum Action {
    case book(Book.Action)
    case delegate(Delegate)

    @CasePathable
    enum Delegate {
      case bookPicked
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.book, action: \.book, then: Book.init)
  }
}

@Reducer
struct Book {
  @ObservableState
  struct State: Equatable {
    var notes = Notes.State()
    var review: Review.State?
  }

  enum Action {
    case notes(Notes.Action)
    case review(Review.Action)
    case closed
  }

  func core(me: Reduce<State, Action>) -> some Reducer<State, Action> {
    Reduce { _, action in
      switch action {
      case .closed, .notes, .review:
        return .none
      }
    }
    .ifLet(\.review, action: \.review, then: Review.init)
  }

  var body: some ReducerOf<Self> {
    Looping { (me) in
      core(me: me)
      Scope(state: \.notes, action: \.notes, child: Notes.init)
    }
  }
}

@Reducer
struct Loans {
  struct State: Equatable {}
  enum Action { case renewed }
}

@Reducer
struct Notes {
  struct State: Equatable {}
  enum Action { case typed(String) }
}

@Reducer
struct Review {
  struct State: Equatable {}
  enum Action { case rated(Int) }
}
