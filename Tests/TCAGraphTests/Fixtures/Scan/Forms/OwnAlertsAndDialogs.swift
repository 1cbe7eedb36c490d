import ComposableArchitecture

@Reducer
struct NoteEditor {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var confirmationDialog: ConfirmationDialogState<Action.Dialog>?
    var text = ""
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case confirmationDialog(PresentationAction<Dialog>)
    case saveTapped
    case moreTapped

    @CasePathable
    enum Alert: Equatable {
      case confirmSave
      case keepEditing
    }

    enum Dialog: Equatable {
      case duplicate
      case archive(reason: String)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmSave)):
        return .none
      case .alert(.dismiss):
        state.text = ""
        return .none
      case .alert:
        return .none
      case let .confirmationDialog(.presented(.archive(reason))):
        state.text = reason
        return .none
      case .confirmationDialog(.presented(.duplicate)), .confirmationDialog(.dismiss):
        return .none
      case .saveTapped:
        state.alert = AlertState { TextState("Save the note?") }
        return .none
      case .moreTapped:
        state.confirmationDialog = ConfirmationDialogState { TextState("More") }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$confirmationDialog, action: \.confirmationDialog)
  }
}

struct LegacyUploader: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action>?
  }

  enum Action: Equatable {
    case uploadTapped
    case alertDismissed
    case retryTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .uploadTapped:
      state.alert = AlertState(
        title: TextState("Upload failed"),
        buttons: [.default(TextState("Retry"), action: .send(.retryTapped))])
      return .none
    case .alertDismissed:
      state.alert = nil
      return .none
    case .retryTapped:
      return .none
    }
  }
}
