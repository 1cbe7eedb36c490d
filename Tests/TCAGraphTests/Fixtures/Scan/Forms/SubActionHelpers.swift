import ComposableArchitecture

/// Helpers that switch over one lane of the action, typed by that lane's enum.
@Reducer
struct Panel {
  @ObservableState
  struct State: Equatable {
    var on = false
    @Presents var settings: Settings.State?
  }

  enum Action {
    case ui(UI)
    case child(ChildAction)
    case system(System)

    enum UI {
      case toggleTapped
    }

    enum ChildAction {
      case settings(PresentationAction<Settings.Action>)
    }

    enum System {
      case launched
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ui(let uiAction):
        return ui(&state, uiAction)
      case .child(let childAction):
        return child(&state, childAction)
      case .system:
        return .none
      }
    }
    .ifLet(\.$settings, action: \.child.settings) {
      Settings()
    }
  }

  func ui(_ state: inout State, _ action: Action.UI) -> Effect<Action> {
    switch action {
    case .toggleTapped:
      state.on.toggle()
      return .none
    }
  }

  func child(_ state: inout State, _ action: Panel.Action.ChildAction) -> Effect<Action> {
    switch action {
    case .settings(.presented(.delegate(.saved))):
      state.settings = nil
      return .none
    case .settings:
      return .none
    }
  }
}

@Reducer
struct Settings {
  struct State: Equatable {}
  enum Action {
    case delegate(Delegate)
    @CasePathable
    enum Delegate {
      case saved
    }
  }
}
