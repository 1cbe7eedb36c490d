import ComposableArchitecture

extension Reducer {
  func logged() -> some ReducerOf<Self> {
    Logged(base: self)
  }

  func sounds() -> some Reducer<Game.State, Game.Action> where State == Game.State,
    Action == Game.Action
  {
    Sounds(base: self)
  }
}

/// Wraps any reducer: an operator, not a feature.
struct Logged<Base: Reducer>: Reducer {
  let base: Base

  var body: some ReducerOf<Base> {
    base
  }
}

/// Wraps Game's reducer only: its arms are Game's.
struct Sounds<Base: Reducer<Game.State, Game.Action>>: Reducer {
  let base: Base

  var body: some Reducer<Base.State, Base.Action> {
    base
    Reduce { _, action in
      switch action {
      case .board(.delegate(.wordPlayed)):
        return .none
      default:
        return .none
      }
    }
  }
}

@Reducer
struct Game {
  struct State: Equatable {
    var board = Board.State()
  }

  enum Action {
    case board(Board.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.board, action: \.board) {
      Board()
    }
    .sounds()
    .logged()
  }
}

@Reducer
struct Board {
  struct State: Equatable {}
  enum Action {
    case delegate(Delegate)
    @CasePathable
    enum Delegate {
      case wordPlayed
    }
  }
}

/// Wraps any reducer through `reduce(into:action:)`: an operator too.
struct Filtered<Base: Reducer>: Reducer {
  let base: Base
  let predicate: (Base.State, Base.Action) -> Bool

  func reduce(into state: inout Base.State, action: Base.Action) -> EffectOf<Base> {
    guard predicate(state, action) else { return .none }
    return base.reduce(into: &state, action: action)
  }
}

/// Presents a value state generic over an action enum, like `AlertState`: no child reducer.
@Reducer
struct MenuHost {
  @ObservableState
  struct State: Equatable {
    @Presents var menu: MenuState<Action.Menu>?
  }

  enum Action {
    case menu(PresentationAction<Menu>)
    enum Menu: Equatable {
      case close
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$menu, action: \.menu)
  }
}

/// Generic over any state and action: an operator that runs on whatever domain lists it.
struct Telemetry<State, Action>: Reducer {
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

/// Runs a child on a case of any parent's action, on the parent's own state: an operator over any
/// domain, whatever its parameters are called.
struct CaseReducer<ParentState, ParentAction, Child: Reducer>: Reducer
where Child.State == ParentState {
  let toChildAction: AnyCasePath<ParentAction, Child.Action>
  let child: Child

  func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    return child.reduce(into: &state, action: childAction).map(toChildAction.embed)
  }
}

/// The same through a body written over its own parameters.
struct Pullback<ParentState, ParentAction, Child: Reducer>: Reducer {
  let child: Child

  var body: some Reducer<ParentState, ParentAction> {
    EmptyReducer()
  }
}
