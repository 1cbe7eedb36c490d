import ComposableArchitecture

@Reducer
struct Wallet {
  @ObservableState
  struct State {
    var home = Home.State()
    var send = Send.State()
    var settings = Settings.State()
  }

  enum Action {
    case home(Home.Action)
    case send(Send.Action)
    case settings(Settings.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.home, action: \.home) { Home() }
    Scope(state: \.send, action: \.send) { Send() }
    Scope(state: \.settings, action: \.settings) { Settings() }
  }
}
