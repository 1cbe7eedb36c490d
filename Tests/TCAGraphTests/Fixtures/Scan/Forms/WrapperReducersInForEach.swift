import ComposableArchitecture
import NavigationKit

@Reducer
struct ProfileDetail {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }
  enum Action {
    case nameChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
  }
}

@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {
    var notificationsOn = true
  }
  enum Action {
    case toggleNotifications
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in .none }
  }
}

@Reducer
struct Home {
  @CasePathable
  enum Route: Equatable {
    case profile(ProfileDetail.State)
    case settings(Settings.State)
  }
  @CasePathable
  enum RouteAction {
    case profile(ProfileDetail.Action)
    case settings(Settings.Action)
  }
  @ObservableState
  struct State: Equatable {
    var path = StackState<Route>()
    @Presents var sheet: Route?
  }
  enum Action {
    case path(StackAction<Route, RouteAction>)
    case sheet(PresentationAction<RouteAction>)
    case openProfile
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openProfile:
        state.path.append(.profile(ProfileDetail.State()))
        return .none
      case .path, .sheet:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      StackReducer(state: \.profile, action: \.profile) {
        ProfileDetail()
      }
      StackReducer(state: \.settings, action: \.settings) {
        Settings()
      }
    }
    .ifLet(\.$sheet, action: \.sheet) {
      Scope(state: \.profile, action: \.profile) {
        ProfileDetail()
      }
    }
  }
}
