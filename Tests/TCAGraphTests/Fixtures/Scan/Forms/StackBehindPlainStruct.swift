import ComposableArchitecture

@Reducer
struct Home {
  @ObservableState
  struct State: Equatable {
    var paths = Paths()
  }

  @CasePathable
  enum Action {
    case paths(Paths)
    case openAbout

    @CasePathable
    enum Paths {
      case about(StackActionOf<Path.About>)
    }
  }

  struct Paths: Equatable {
    var about = StackState<Path.About.State>()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .paths(.about(.element(id: _, action: .delegate(.closed)))):
        return .none
      case .openAbout, .paths:
        return .none
      }
    }
    .forEach(\.paths.about, action: \.paths.about) {
      Path.About()
    }
  }
}

enum Path {
  @Reducer
  struct About {
    @ObservableState
    struct State: Equatable {}
    enum Action {
      case delegate(Delegate)
      enum Delegate { case closed }
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
}
