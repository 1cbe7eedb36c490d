import ComposableArchitecture

@Reducer
struct Folder {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var name = ""
    var subfolders: IdentifiedArrayOf<State> = []
  }

  enum Action {
    case newFolderTapped
    indirect case subfolders(IdentifiedActionOf<Folder>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .newFolderTapped:
        state.subfolders.append(State(id: UUID()))
        return .none
      case .subfolders:
        return .none
      }
    }
    .forEach(\.subfolders, action: \.subfolders) {
      Self()
    }
  }
}
