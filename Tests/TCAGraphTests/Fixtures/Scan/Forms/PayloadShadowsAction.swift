import ComposableArchitecture

/// Where to send an image once it has loaded: not an action of any feature.
enum ImageUse: Equatable {
  case copy
  case editor
}

@Reducer
struct Viewer {
  struct State: Equatable {
    var editor = Editor.State()
  }

  enum Action {
    case load(ImageUse)
    case loaded(ImageUse, Data)
    case editor(Editor.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.editor, action: \.editor) {
      Editor()
    }
    Reduce { state, action in
      switch action {
      case .load:
        return .none
      case let .loaded(action, _):
        // `action` is the payload here, not the reducer's action.
        switch action {
        case .copy:
          return .none
        case .editor:
          return .send(.editor(.open))
        }
      case .editor(.delegate(.saved)):
        return .none
      case .editor:
        return .none
      }
    }
  }
}

@Reducer
struct Editor {
  struct State: Equatable {}

  enum Action {
    case open
    case delegate(Delegate)

    @CasePathable
    enum Delegate {
      case saved
    }
  }
}
