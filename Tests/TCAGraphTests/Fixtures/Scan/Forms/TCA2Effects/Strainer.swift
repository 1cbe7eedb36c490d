import ComposableArchitecture2

// A hand-written conformance to `FeatureProtocol`, body in the type, hearing a preference too.
struct Strainer: FeatureProtocol {
  struct State {
    var leaves = 0
    @Trigger var rinse
  }

  enum Action {
    case strainTapped
    case strained
    case fitted
    case removed
    case filled
    case rinsed
    case steeped
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .strainTapped:
        store.addTask {
          try store.modify { $0.leaves = 0 }
          try store.send(.strained)
        }
      case .strained, .fitted, .removed, .filled, .rinsed, .steeped:
        break
      }
    }
    .onMount { state in
      store.addTask { try store.send(.fitted) }
    }
    .onDismount { state in
      store.addTask { try store.send(.removed) }
    }
    .onChange(of: store.leaves) { state in
      store.addTask { try store.send(.filled) }
    }
    .onTrigger(store.rinse) { state in
      store.addTask { try store.send(.rinsed) }
    }
    .onEvent(Steeper.Steeped.self) { minutes, state in
      store.addTask { try store.send(.steeped) }
    }
    .onPreferenceChange(Fullness.self) { fullness, state in
      store.addTask { try store.send(.filled) }
    }
  }
}

extension Strainer {
  enum Clogged: FeatureEventKey {
    typealias Value = Int
  }

  enum Fullness: FeaturePreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
      value = max(value, nextValue())
    }
  }
}
