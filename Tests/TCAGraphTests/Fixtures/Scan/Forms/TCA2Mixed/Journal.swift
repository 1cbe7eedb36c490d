import ComposableArchitecture2

// A TCA 2 root composing both dialects: a 1.x `@Reducer` child through `Spawn`, collections with
// two-payload action cases and without an action path, a stack, and parent matches written with
// no `.presented` or `.element`.
@Feature struct Journal {
  @Feature enum Destination {
    case entry(EntryEditor)
    case preferences(Spawn<Preferences>)
  }

  @Feature enum Path {
    case entry(EntryEditor)
  }

  struct State {
    var destination: Destination.State?
    var pages: [Page.State] = []
    var notes: [Spawn<Note>] = []
    var path: [Path.State] = []
  }

  enum Action {
    case destination(Destination.Action)
    case pages(Page.State.ID, Page.Action)
    case path(Path.State.ID, Path.Action)
    case newEntryTapped
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .newEntryTapped:
        state.destination = .entry(EntryEditor.State())
      case .destination(.entry(.saveTapped)):
        state.destination = nil
      case .path(_, .entry(.saveTapped)):
        state.path.removeAll()
      case .pages(let id, .bookmarkTapped):
        state.pages.removeAll { $0.id == id }
      case let .destination(action):
        switch action {
        case .preferences(.delegate(.themeChanged)):
          state.destination = nil
        case .entry, .preferences:
          break
        }
      case .pages, .path:
        break
      }
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
    .forEach(\.pages, action: \.pages) { Page() }
    .forEach(\.notes) { Note() }
    .forEach(\.path, action: \.path, dismissStyle: .stack) { Path.body }
  }
}

@Feature struct EntryEditor {
  struct State { var text = "" }
  enum Action { case saveTapped }
}

@Feature struct Page {
  struct State: Identifiable {
    let id: Int
  }

  enum Action { case bookmarkTapped }
}
