import ComposableArchitecture2

@Feature public struct Library {
  public struct State {
    var shelf = Shelf.State()
    var search: Search.State?
    var destination: Destination.State?
    var path: [Path.State] = []
    var readers: [Reader.State] = []
  }

  public enum Action {
    case shelf(Shelf.Action)
    case search(Search.Action)
    case destination(Destination.Action)
    case path(Path.State.ID, Path.Action)
    case readers(Reader.State.ID, Reader.Action)
    case addTapped
  }

  @Feature enum Destination {
    case editor(Editor)
    case settings(Settings)
  }

  @Feature enum Path {
    case book(Editor)
    case author(Settings)
  }

  public var body: some Feature {
    Features {
      Scope(\.shelf, action: \.shelf) { Shelf() }
      Update { state, action in
        switch action {
        case .addTapped:
          state.destination = .editor(Editor.State())
        case .shelf(.counter(.incrementTapped)):
          state.search = nil
        case .destination(.editor(.saveTapped)):
          state.destination = nil
        case .shelf, .search, .destination, .path, .readers:
          break
        }
      }
    }
    .ifLet(\.search) { Search() }
    .ifLet(\.destination, action: \.destination) { Destination.body }
    .forEach(\.path, action: \.path, dismissStyle: .stack) { Path.body }
    .forEach(\.readers, action: \.readers) { Reader() }
  }
}
