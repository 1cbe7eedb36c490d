import ComposableArchitecture2

// `@Feature`: effects started from an arm and from every lifecycle body, a task id held by the
// feature, and state the feature keeps to itself in both spellings.
@Feature struct Kettle {
  struct State {
    var temperature = 20
    var isBoiling = false
    @Trigger var descale
  }

  enum Action {
    case boilTapped
    case heated(Int)
    case plugged
    case unplugged
    case warmed
    case descaled
    case strained
  }

  @StoreTaskID var heating
  @FeatureState private var totalMinutes = 0
  @FeatureLocal private var pours = 0

  var body: some Feature {
    Update { state, action in
      switch action {
      case .boilTapped:
        store.addTask(id: heating) {
          try store.send(.heated(100))
          try store.modify { $0.isBoiling = true }
        }
      case .heated, .plugged, .unplugged, .warmed, .descaled, .strained:
        break
      }
    }
    .onMount { state in
      store.addTask { try store.send(.plugged) }
    }
    .onDismount { state in
      store.addTask { try store.send(.unplugged) }
    }
    .onChange(of: store.temperature) { state in
      store.addTask { try store.send(.warmed) }
    }
    .onTrigger(store.descale) { state in
      store.addTask { try store.send(.descaled) }
    }
    .onEvent(Strainer.Clogged.self) { leaves, state in
      store.addTask { try store.send(.strained) }
    }
  }
}
