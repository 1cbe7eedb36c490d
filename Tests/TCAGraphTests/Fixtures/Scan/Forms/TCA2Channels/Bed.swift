import ComposableArchitecture2

@Feature struct Bed {
  struct State: Identifiable {
    let id: Int
    var hours = 0
    var moisture = 0
    @Trigger var water
  }

  enum Action {
    case sunnyTapped
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .sunnyTapped:
        state.hours += 1
      }
    }
    .preference(key: Garden.SunHours.self, value: store.hours)
    .onTrigger(store.water) { state in
      state.moisture = 10
    }
  }
}
