import ComposableArchitecture

@Reducer
struct Garden {
  @ObservableState
  struct State: Equatable {
    var season = 0
    var soil = Soil.State()
    var compost = Compost.State()
    var shed = Shed.State()
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
  }

  enum Action {
    case seasonChanged(Int)
    case soil(Soil.Action)
    case compost(Compost.Action)
    case shed(Shed.Action)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
  }

  @Reducer
  enum Destination {
    case seeds(Seeds)
  }

  @Reducer
  enum Path {
    case plot(Plot)
  }

  @Dependency(\.weather) var weather

  var body: some ReducerOf<Self> {
    self.core
      .onChange(of: \.season) { _, _ in
        Scope(state: \.compost, action: \.compost) {
          Compost()
        }
        Reduce { _, _ in .none }
      }
      .watered()
      .ifLet(\.$destination, action: \.destination) {
        Destination.body.dependency(\.weather, weather)
      }
    Self.tools
      .watered()
      .forEach(\.path, action: \.path) {
        Path.body._printChanges()
      }
  }

  var core: some ReducerOf<Self> {
    Scope(state: \.soil, action: \.soil) {
      Soil()
    }
    Reduce { _, _ in .none }
  }

  static var tools: some ReducerOf<Self> {
    Scope(state: \.shed, action: \.shed) {
      Shed()
    }
  }
}

extension Reducer {
  func watered() -> some Reducer<State, Action> { self }
}

@Reducer
struct Soil {
  struct State: Equatable {}
  enum Action { case tilled }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Seeds {
  struct State: Equatable {}
  enum Action { case sown }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Plot {
  struct State: Equatable {}
  enum Action { case dug }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Compost {
  struct State: Equatable {}
  enum Action { case turned }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Shed {
  struct State: Equatable {}
  enum Action { case locked }
  var body: some ReducerOf<Self> { EmptyReducer() }
}
