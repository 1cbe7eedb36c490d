import ComposableArchitecture2

@Feature struct Shelf {
  struct State {
    var counter = Counter.State()
    var tabs = Tabs<Counter>.State()
  }

  enum Action {
    case counter(Counter.Action)
    case tabs(Tabs<Counter>.Action)
  }

  var body: some Feature {
    Scope(state: \.counter, action: \.counter) { Counter() }
    Scope(\.tabs) { Tabs<Counter>() }
  }
}

@Feature struct Counter {
  struct State { var count = 0 }
  enum Action { case incrementTapped }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
      }
    }
  }
}

@Feature struct Tabs<Root: FeatureProtocol> {
  struct State {}
  enum Action { case selected(Int) }

  var body: some Feature {
    EmptyFeature()
  }
}

@Feature struct Search {
  struct State { var query = "" }
  enum Action { case queryChanged(String) }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
      }
    }
  }
}

@Feature struct Editor {
  struct State { var title = "" }
  enum Action { case saveTapped }
}

@Feature struct Settings {
  struct State {}
  enum Action { case closeTapped }
}
