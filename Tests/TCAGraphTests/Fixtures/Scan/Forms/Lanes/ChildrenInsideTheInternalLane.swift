import ComposableArchitecture

@Reducer
struct Inbox {
  @ObservableState
  struct State: Equatable {
    var banner = Banner.State()
    @Presents var destination: Destination.State?
  }

  enum Action: ViewAction {
    @CasePathable
    enum View {
      case onAppear
      case composeTapped
    }

    @CasePathable
    enum Internal {
      case messagesLoaded([String])
      case banner(Banner.Action)
      case destination(PresentationAction<Destination.Action>)
    }

    @CasePathable
    enum Delegate {
      case unreadCountChanged(Int)
    }

    case view(View)
    case `internal`(Internal)
    case delegate(Delegate)
  }

  @Reducer(state: .equatable)
  enum Destination {
    case composer(Composer)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.banner, action: \.internal.banner) {
      Banner()
    }

    Reduce<State, Action> { state, action in
      switch action {
      case .view(.onAppear):
        return .none

      case .view(.composeTapped):
        state.destination = .composer(Composer.State())
        return .none

      case let .internal(internalAction):
        switch internalAction {
        case .messagesLoaded:
          return .none

        case let .destination(.presented(.composer(.delegate(.sent(draft))))):
          state.destination = nil
          return .send(.delegate(.unreadCountChanged(draft.count)))

        case .banner(.internal(.autoHideFired)):
          state.banner.isVisible = false
          return .none

        case .destination(.dismiss),
          .destination(.presented(.composer(.view))), .destination(.presented(.composer(.binding))),
          .banner(.view), .banner(.delegate):
          return .none
        }

      case .delegate:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.internal.destination)
  }
}

@Reducer
struct Banner {
  @ObservableState
  struct State: Equatable {
    var isVisible = false
  }

  enum Action {
    @CasePathable
    enum View {
      case closeTapped
    }

    @CasePathable
    enum Internal {
      case autoHideFired
    }

    @CasePathable
    enum Delegate {
      case closed
    }

    case view(View)
    case `internal`(Internal)
    case delegate(Delegate)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.closeTapped):
        state.isVisible = false
        return .send(.delegate(.closed))
      case .internal(.autoHideFired):
        state.isVisible = false
        return .none
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct Composer {
  @ObservableState
  struct State: Equatable {
    var draft = ""
  }

  enum Action: BindableAction {
    @CasePathable
    enum View {
      case sendTapped
    }

    @CasePathable
    enum Delegate {
      case sent(String)
    }

    case binding(BindingAction<State>)
    case view(View)
    case delegate(Delegate)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .view(.sendTapped):
        return .send(.delegate(.sent(state.draft)))
      case .binding, .delegate:
        return .none
      }
    }
  }
}
