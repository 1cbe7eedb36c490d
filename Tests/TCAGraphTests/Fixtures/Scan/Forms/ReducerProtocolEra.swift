import ComposableArchitecture

struct Settings: ReducerProtocol {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    var rows: IdentifiedArrayOf<Row.State> = []
    var profile: Profile.State?
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case row(id: Row.State.ID, action: Row.Action)
    case profile(Profile.Action)
    case closeTapped
  }

  var body: some ReducerProtocol<State, Action> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.about(.delegate(.linkOpened)))):
        return .none
      case let .row(id: id, action: .delegate(.removed)):
        state.rows.remove(id: id)
        return .none
      case .profile(.delegate(.signedOut)):
        state.profile = nil
        return .none
      case .closeTapped, .destination, .row, .profile:
        return .none
      }
    }
    .ifLet(\.$destination, action: /Action.destination) {
      Destination()
    }
    .forEach(\.rows, action: /Action.row(id:action:)) {
      Row()
    }
    .ifLet(\.profile, action: /Action.profile) {
      Profile()
    }
  }

  struct Destination: ReducerProtocol {
    enum State: Equatable {
      case about(About.State)
      case licenses(Licenses.State)
    }
    enum Action: Equatable {
      case about(About.Action)
      case licenses(Licenses.Action)
    }
    var body: some ReducerProtocolOf<Self> {
      Scope(state: /State.about, action: /Action.about) {
        About()
      }
      Scope(state: /State.licenses, action: /Action.licenses) {
        Licenses()
      }
    }
  }
}

struct Row: ReducerProtocol {
  struct State: Equatable, Identifiable { let id: Int }
  enum Action: Equatable {
    case delegate(Delegate)
    enum Delegate: Equatable { case removed }
  }
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .delegate:
      return .none
    }
  }
}

struct Profile: ReducerProtocol {
  struct State: Equatable {}
  enum Action: Equatable {
    case signOutTapped
    case delegate(DelegateAction)
    enum DelegateAction: Equatable { case signedOut }
  }
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .signOutTapped:
      return EffectTask(value: .delegate(.signedOut))
    case .delegate:
      return .none
    }
  }
}

struct About: ReducerProtocol {
  struct State: Equatable {}
  enum Action: Equatable {
    case delegate(Delegate)
    enum Delegate: Equatable { case linkOpened }
  }
  var body: some ReducerProtocolOf<Self> { EmptyReducer() }
}

struct Licenses: ReducerProtocol {
  struct State: Equatable {}
  enum Action: Equatable { case onAppear }
  var body: some ReducerProtocolOf<Self> { EmptyReducer() }
}
