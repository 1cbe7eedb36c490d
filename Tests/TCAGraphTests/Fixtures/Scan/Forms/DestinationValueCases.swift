import ComposableArchitecture

@Reducer
struct Playlist {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case menuTapped
  }

  @Reducer(state: .equatable)
  enum Destination {
    case alert(AlertState<Alert>)
    @ReducerCaseEphemeral
    case bottomMenu(BottomMenuState<BottomMenu>)
    case confirmationDialog(ConfirmationDialogState<Never>)
    case settings(PlaylistSettings)

    enum Alert: Equatable {
      case confirmDelete
    }

    enum BottomMenu: Equatable {
      case exitButtonTapped
      case renameButtonTapped(name: String)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.bottomMenu(.exitButtonTapped))):
        return .none
      case .destination(.presented(.alert(.confirmDelete))):
        return .none
      case .destination(.presented(.settings(.delegate(.closed)))):
        return .none
      case .menuTapped:
        if action.is(\.destination.alert.confirmDelete) {
          return .none
        }
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

struct BottomMenuState<Action>: Equatable {}

@Reducer
struct PlaylistSettings {
  struct State: Equatable {}
  enum Action {
    case delegate(Delegate)
    @CasePathable
    enum Delegate {
      case closed
    }
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}
