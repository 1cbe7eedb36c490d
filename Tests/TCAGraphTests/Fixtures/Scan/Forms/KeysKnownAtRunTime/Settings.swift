import ComposableArchitecture
import Foundation

@Reducer
struct Settings {
  @ObservableState
  struct State {
    var userID = ""
    @Shared(.appStorage("\(userID).avatar")) var avatar: Data?
    @Shared(.avatar(userID)) var photo
    @Shared(.ping) var pinged
    @Shared(.level1) var shallow
    @Shared(.deep1) var deep
    @Shared(.appStorage("theme")) var theme = "light"
  }

  enum Action {
    case saveTapped(Data)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveTapped(let data):
        @Shared(.appStorage("\(state.userID).avatar")) var stored: Data?
        $stored.withLock { $0 = data }
        state.$avatar.withLock { $0 = data }
        state.$photo.withLock { $0 = data }
        state.$pinged.withLock { $0 = true }
        state.$shallow.withLock { $0 += 1 }
        state.$deep.withLock { $0 += 1 }
        state.$theme.withLock { $0 = "dark" }
        return .none
      }
    }
  }
}
