import ComposableArchitecture2

@Feature struct Planting {
  struct State {
    var seed = ""
  }

  enum Action {
    case plantTapped
    case cancelTapped
    case stored
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .plantTapped:
        store.addTask {
          try store.post(key: Planted.self, value: store.seed)
          try store.send(.stored)
        }
      case .cancelTapped:
        store.addTask { try store.dismiss() }
      case .stored:
        break
      }
    }
  }
}

extension Planting {
  enum Planted: FeatureEventKey {
    typealias Value = String
  }

  enum Wilted: FeatureEventKey {
    typealias Value = String
  }
}
