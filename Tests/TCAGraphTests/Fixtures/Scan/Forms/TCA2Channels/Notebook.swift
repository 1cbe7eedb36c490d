import ComposableArchitecture2

@Feature struct Notebook {
  struct State {
    var text = ""
  }

  enum Action {
    case doneTapped
  }

  let onCommit: (String) throws -> Void
  let title: String

  var body: some Feature {
    Update { state, action in
      switch action {
      case .doneTapped:
        store.addTask {
          try onCommit(store.text)
        }
      }
    }
  }
}
