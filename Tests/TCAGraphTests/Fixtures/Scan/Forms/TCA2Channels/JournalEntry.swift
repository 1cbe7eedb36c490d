import ComposableArchitecture2

@Feature struct JournalEntry {
  struct State {
    var text = ""
  }

  enum Action {
    case wiltedTapped
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .wiltedTapped:
        store.addTask {
          try store.post(key: Planting.Wilted.self, value: store.text)
        }
      }
    }
  }
}
