import ComposableArchitecture

@Reducer
struct Library {
  typealias Route = Path.State
  typealias Shelves = IdentifiedArrayOf<Shelf.State>

  @ObservableState
  struct State: Equatable {
    typealias BookState = Book.State

    var path = StackState<Route>()
    var history: StackState<Route>
    var shelves: Shelves = []
    var books: IdentifiedArrayOf<BookState> = []
  }

  enum Action {
    case path(StackActionOf<Path>)
    case history(StackActionOf<Path>)
    case shelves(IdentifiedActionOf<Shelf>)
    case books(IdentifiedActionOf<Book>)
  }

  @Reducer(state: .equatable)
  enum Path {
    case book(Book)
    case shelf(Shelf)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
      .forEach(\.path, action: \.path)
      .forEach(\.history, action: \.history)
      .forEach(\.shelves, action: \.shelves) { Shelf() }
      .forEach(\.books, action: \.books) { Book() }
  }
}

@Reducer
struct Shelf {
  struct State: Equatable, Identifiable { let id: Int }
  enum Action { case tapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Book {
  struct State: Equatable, Identifiable { let id: Int }
  enum Action { case opened }
  var body: some ReducerOf<Self> { EmptyReducer() }
}
