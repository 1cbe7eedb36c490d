import ComposableArchitecture
import ProfileFeature

@Reducer
struct Dashboard {
  @ObservableState
  struct State: Equatable {
    var header = Header.State()
    var settings = SettingsHolder()
    var path: IdentifiedArrayOf<Card.State> = []
    var items = StackState<Screen.State>()
    var detail: Detail.State?
    @Presents var destination: Destination.State?
    var text = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case header(Header.Action)
    case user(Account.Action)
    case path(IdentifiedActionOf<Card>)
    case items(StackActionOf<Screen>)
    case detail(Detail.Action)
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Screen {
    case card(Card)
    case account(Account)
  }

  @Reducer
  enum Destination {
    case detail(Detail)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(\.header, action: \.header) {
      Header()
      HeaderAnalytics()
    }
    Scope(state: \.settings.user, action: \.user) {
      ProfileFeature.Account()
    }
    CombineReducers {
      core
      DashboardLogging()
    }
    .onChange(of: \.text) { _, _ in
      Reduce { _, _ in .none }
    }
    .forEach(\.path, action: \.path) {
      Card()
    }
    .forEach(\.items, action: \.items)
    .ifLet(\.detail, action: \.detail) {
      Detail()
    }
    .ifLet(\.$destination, action: \.destination) {
      Destination.body
    }
    EmptyReducer()
  }

  var core: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .items(.element(id: _, action: .card(.delegate(.opened)))):
        return .none
      case .items(.popFrom), .items(.push):
        return .none
      default:
        return .none
      }
    }
  }
}

/// Runs on Dashboard's own domain.
struct DashboardLogging: Reducer {
  var body: some ReducerOf<Dashboard> {
    Reduce { state, action in
      if case .header(.delegate(.refreshed)) = action {
        state.text = ""
      }
      return .none
    }
    .ifLet(\.detail, action: \.detail) {
      Detail()
    }
  }
}

@Reducer
struct Header {
  struct State: Equatable {}
  enum Action {
    case delegate(Delegate)
    @CasePathable enum Delegate { case refreshed }
  }
}

@Reducer
struct HeaderAnalytics {
  typealias State = Header.State
  typealias Action = Header.Action
}

@Reducer
struct Card {
  struct State: Equatable, Identifiable { let id: Int }
  enum Action {
    case delegate(Delegate)
    @CasePathable enum Delegate { case opened }
  }
}

@Reducer
struct Detail {
  struct State: Equatable {}
  enum Action { case close }
}

@Reducer
struct Account {
  struct State: Equatable {}
  enum Action { case logout }
}

@Reducer
struct Game {
  enum State: Equatable {
    case playing(Board.State)
    case over(Summary.State)
  }
  enum Action {
    case playing(Board.Action)
    case over(Summary.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifCaseLet(\.playing, action: \.playing) {
        Board()
      }
    Scope(state: \.over, action: \.over) {
      Summary()
    }
  }
}

@Reducer
struct Board {
  struct State: Equatable {}
  enum Action { case move }
}

@Reducer
struct Summary {
  struct State: Equatable {}
  enum Action { case again }
}
