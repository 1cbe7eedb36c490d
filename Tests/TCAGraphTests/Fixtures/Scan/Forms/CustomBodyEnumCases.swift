import ComposableArchitecture
import Inbox
import Settings

@Reducer
struct Home {
  @Reducer
  enum Path {
    case inbox(Inbox.Path.Body = Inbox.Path.body)
    case settings(Settings.Path.Body = Settings.Path.body)
  }

  @ObservableState
  struct State {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path)
  }
}
