import ComposableArchitecture

@Reducer
struct LeaderboardResults<TimeScope: Hashable & Sendable> {
  @ObservableState
  struct State: Equatable {
    var timeScope: TimeScope
    var isLoading = false
  }
  enum Action {
    case timeScopeChanged(TimeScope)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
  }
}

@Reducer
struct Row<Item: Identifiable & Equatable> {
  @ObservableState
  struct State: Equatable, Identifiable {
    var item: Item
    var id: Item.ID { item.id }
  }
  enum Action {
    case tapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
  }
}

@Reducer
struct Leaderboard {
  @Reducer
  enum Path {
    case results(LeaderboardResults<GameScope>)
  }
  @ObservableState
  struct State: Equatable {
    @Presents var gameResults: LeaderboardResults<GameScope>.State?
    @PresentationState var vocabResults: LeaderboardResults<VocabScope>.State?
    var rows: IdentifiedArrayOf<Row<Player>.State> = []
    var path = StackState<Path.State>()
    var history: StackState<LeaderboardResults<GameScope>.State>
    @Presents var podium: LeaderboardResults<GameScope>.State?
  }
  enum Action {
    case gameResults(PresentationAction<LeaderboardResults<GameScope>.Action>)
    case vocabResults(PresentationAction<LeaderboardResults<VocabScope>.Action>)
    case rows(IdentifiedActionOf<Row<Player>>)
    case path(StackActionOf<Path>)
    case history(StackActionOf<LeaderboardResults<GameScope>>)
    case podium(PresentationAction<LeaderboardResults<GameScope>.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
      .ifLet(\.$gameResults, action: \.gameResults) {
        LeaderboardResults<GameScope>()
      }
      .forEach(\.rows, action: \.rows) {
        Row<Player>()
      }
      .forEach(\.path, action: \.path)
      .ifLet(\.$podium, action: \.podium)
  }
}
