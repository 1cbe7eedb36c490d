import ComposableArchitecture

/// A Scope whose closure scopes further, over the cases of an enum field.
@Reducer
struct Shell {
  @ObservableState
  struct State: Equatable {
    @CasePathable
    enum Mode: Equatable {
      case left(Left.State)
      case right(Right.State)
    }
    var mode: Mode
  }

  enum Action {
    case left(Left.Action)
    case right(Right.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.mode, action: \.self) {
      Scope(state: \.left, action: \.left) {
        Left()
      }
      Scope(state: \.right, action: \.right) {
        Right()
      }
    }
  }
}

/// A body that only runs a member: the member's children keep their own order.
@Reducer
struct Dash {
  struct State: Equatable {
    var left = Left.State()
    var right = Right.State()
  }

  enum Action {
    case left(Left.Action)
    case right(Right.Action)
  }

  var body: some ReducerOf<Self> {
    core
  }

  @ReducerBuilder<State, Action>
  var core: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) {
      Left()
    }
    Scope(state: \.right, action: \.right) {
      Right()
    }
  }
}

@Reducer
struct Left {
  struct State: Equatable {}
  enum Action { case tapped }
}

@Reducer
struct Right {
  struct State: Equatable {}
  enum Action { case tapped }
}

/// A body that runs a method returning `Reduce<State, Action>` declared in an extension.
@Reducer
struct Coordinator {
  struct State: Equatable {
    var left = Left.State()
  }

  enum Action {
    case left(Left.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) {
      Left()
    }
    coordinatorReduce()
  }
}

extension Coordinator {
  func coordinatorReduce() -> Reduce<Coordinator.State, Coordinator.Action> {
    Reduce { _, action in
      switch action {
      case .left(.tapped):
        return .none
      }
    }
  }
}
