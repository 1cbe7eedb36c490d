import ComposableArchitecture

@Reducer
struct Thumbnail {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
  }
  enum Action {
    case tapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
  }
}

/// A reducer of the app's own that runs extra logic around the reducers it is given.
@Reducer
struct Logging<Child: Reducer> {
  typealias State = Child.State
  typealias Action = Child.Action
  let child: Child
  init(@ReducerBuilder<State, Action> _ build: () -> Child) {
    self.child = build()
  }
  var body: some Reducer<State, Action> {
    child
  }
}

@Reducer
struct Gallery {
  @ObservableState
  struct State: Equatable {
    var thumbnails: IdentifiedArrayOf<Thumbnail.State> = []
  }
  enum Action {
    case thumbnails(IdentifiedActionOf<Thumbnail>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
      .forEach(\.thumbnails, action: \.thumbnails) {
        Logging {
          Thumbnail()
        }
      }
  }
}
