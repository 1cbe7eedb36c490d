import ComposableArchitecture2

// The protocol spelt with its module, and the body written in an extension of the feature.
struct Teapot: ComposableArchitecture2.FeatureProtocol {
  struct State {
    var cups = 0
    @Trigger var warm
  }

  enum Action {
    case pourTapped
    case poured
    case lidded
    case unlidded
    case counted
    case warmed
    case clogged
  }
}

extension Teapot {
  var body: some Feature {
    Update { state, action in
      switch action {
      case .pourTapped:
        pour()
      case .poured, .lidded, .unlidded, .counted, .warmed, .clogged:
        break
      }
    }
    .onMount { state in
      store.addTask { try store.send(.lidded) }
    }
    .onDismount { state in
      store.addTask { try store.send(.unlidded) }
    }
    .onChange(of: store.cups) { state in
      store.addTask { try store.send(.counted) }
    }
    .onTrigger(store.warm) { state in
      store.addTask { try store.send(.warmed) }
    }
    .onEvent(Strainer.Clogged.self) { leaves, state in
      store.addTask { try store.send(.clogged) }
    }
  }
}
