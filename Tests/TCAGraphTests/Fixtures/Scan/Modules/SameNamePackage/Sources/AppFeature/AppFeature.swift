import ComposableArchitecture
import Profile
import Search

@Reducer
public struct AppFeature {
  public struct State {
    var search: Search.Feature.State
    var profile: Profile.Feature.State
  }

  public enum Action {
    case search(Search.Feature.Action)
    case profile(Profile.Feature.Action)
  }

  public var body: some ReducerOf<Self> {
    Scope(state: \.search, action: \.search) {
      Search.Feature()
    }
    Scope(state: \.profile, action: \.profile) {
      Profile.Feature()
    }
    Reduce { state, action in
      switch action {
      case .search(.delegate(.resultPicked)):
        return .none
      case .profile(.delegate(.signedOut)):
        return .none
      case .search, .profile:
        return .none
      }
    }
  }
}
