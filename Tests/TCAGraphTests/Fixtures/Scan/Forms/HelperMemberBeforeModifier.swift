import ComposableArchitecture

struct Player: ReducerProtocol {
  struct State: Equatable {
    var queue = Queue.State()
    var lyrics: Lyrics.State?
  }

  enum Action: Equatable {
    case queue(Queue.Action)
    case lyrics(Lyrics.Action)
  }

  var body: some ReducerProtocol<State, Action> {
    self.core
      .ifLet(\.lyrics, action: /Action.lyrics) {
        Lyrics()
      }
  }

  @ReducerBuilder<State, Action>
  var core: some ReducerProtocol<State, Action> {
    Scope(state: \.queue, action: /Action.queue) {
      Queue()
    }
    Reduce { _, _ in .none }
  }
}

struct Queue: ReducerProtocol {
  struct State: Equatable {}
  enum Action: Equatable { case skipTapped }
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
}

struct Lyrics: ReducerProtocol {
  struct State: Equatable {}
  enum Action: Equatable { case scrolled }
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
}
