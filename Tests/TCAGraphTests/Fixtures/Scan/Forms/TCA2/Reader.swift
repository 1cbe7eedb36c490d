import ComposableArchitecture2

struct Reader {
  struct State: Identifiable {
    let id: Int
    var page = 0
  }

  enum Action {
    case pageTurned
  }
}

extension Reader: FeatureProtocol {
  var body: some Feature {
    Update { state, action in
      switch action {
      case .pageTurned:
        state.page += 1
      }
    }
  }
}
