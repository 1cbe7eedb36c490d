import ComposableArchitecture

@Reducer
struct Root {
  @ObservableState
  struct State: Equatable {
    var adminAuthed = AdminFeature.Reducer.State()
  }

  enum Action {
    case adminAuthed(AdminFeature.Reducer.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.adminAuthed, action: \.adminAuthed) {
      AdminFeature.Reducer()
    }
    Reduce { state, action in
      switch action {
      case .adminAuthed(.delegate(.signedOut)):
        return .none
      case .adminAuthed:
        return .none
      }
    }
  }
}
