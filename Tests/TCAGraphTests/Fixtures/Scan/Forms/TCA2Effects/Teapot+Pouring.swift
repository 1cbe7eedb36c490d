import ComposableArchitecture2

// A helper of the feature in a file of its own, starting a task from an arm.
extension Teapot {
  func pour() {
    store.addTask {
      try store.modify { $0.cups += 1 }
      try store.send(.poured)
    }
  }
}
