import ComposableArchitecture

@Reducer
struct NotesSettings {
  @ObservableState
  struct State {
    @Shared(.onboardingSeen) var onboardingSeen
    @Shared(.exportFormat) var exportFormat
    @Shared(.lastFolder) var lastFolder
    @Shared(.compactRows) var compactRows
    @Shared(.legacyFlag) var legacyFlag
    @Shared(.inboxCount) var inboxCount
    @Shared(.appStorage("draft-\(draftID)")) var draft = ""
    var draftID = ""
  }

  enum Action {
    case compactToggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .compactToggled:
        state.$compactRows.withLock { $0.toggle() }
        return .none
      }
    }
  }
}
