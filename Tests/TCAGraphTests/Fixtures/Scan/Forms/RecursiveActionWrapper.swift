import ComposableArchitecture

/// The app's root: actions an administrator confirmed arrive again, wrapped in `adminAuthed`.
struct AppReducer: Reducer {
  struct State: Equatable {
    var menuBar = MenuBarFeature.State()
    var adminWindow = AdminWindowFeature.State()
    var isQuitting = false
    var pendingHealthCheck = false
  }

  enum Action: Equatable {
    case menuBar(MenuBarFeature.Action)
    case adminWindow(AdminWindowFeature.Action)
    case appLaunched
    indirect case adminAuthed(Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.menuBar, action: /Action.menuBar) {
      MenuBarFeature()
    }
    Scope(state: \.adminWindow, action: /Action.adminWindow) {
      AdminWindowFeature()
    }
    Reduce { state, action in
      if case .adminAuthed(.adminWindow(.delegate(.closed))) = action {
        state.pendingHealthCheck = false
      }
      return .none
    }
    AdminFeature.RootReducer()
  }
}

enum AdminFeature {
  /// The admin-only logic, on the app's own domain.
  struct RootReducer: Reducer {
    typealias State = AppReducer.State
    typealias Action = AppReducer.Action

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .adminAuthed(.menuBar(.quitForNowClicked)):
        state.isQuitting = true
        return .none

      case .adminAuthed(.adminAuthed(.adminWindow(.delegate(.healthCheckRequested)))):
        state.pendingHealthCheck = true
        return .none

      case .adminAuthed(.appLaunched):
        return .none

      case .adminAuthed(let confirmed):
        return reduce(into: &state, action: confirmed)

      case .menuBar, .adminWindow, .appLaunched:
        return .none
      }
    }
  }
}

struct MenuBarFeature: Reducer {
  struct State: Equatable {}

  enum Action: Equatable {
    case quitForNowClicked
    case refreshClicked
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

struct AdminWindowFeature: Reducer {
  struct State: Equatable {}

  enum Action: Equatable {
    case closeTapped
    case delegate(Delegate)

    enum Delegate: Equatable {
      case closed
      case healthCheckRequested
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .closeTapped:
      return .send(.delegate(.closed))
    case .delegate:
      return .none
    }
  }
}
