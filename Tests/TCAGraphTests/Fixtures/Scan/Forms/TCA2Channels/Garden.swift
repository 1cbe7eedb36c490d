import ComposableArchitecture2
import Foundation

@Feature struct Garden {
  @Feature enum Destination {
    case planting(Planting)
    case journal(JournalEntry)
  }

  struct State {
    var beds: [Spawn<Bed>] = []
    var destination: Destination.State?
    var notebook: Notebook.State?
    var totalSunHours = 0
    var lastNote = ""
  }

  enum Action {
    case destination(Destination.Action)
    case notebook(Notebook.Action)
    case waterAllTapped
    case plantTapped
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .destination:
        break
      case .notebook:
        break
      case .waterAllTapped:
        for index in state.beds.indices {
          state.beds[index].water()
        }
      case .plantTapped:
        state.destination = .planting(.init())
      }
    }
    .forEach(\.beds) {
      Bed()
    }
    .ifLet(\.destination, action: \.destination) {
      Destination.body
    }
    .ifLet(\.notebook, action: \.notebook) {
      Notebook(
        onCommit: { text in
          try store.modify { $0.lastNote = text }
        },
        title: "Notes"
      )
    }
    .onEvent(Planting.Planted.self) { seed, state in
      state.destination = nil
    }
    .onPreferenceChange(SunHours.self) { hours, state in
      state.totalSunHours = hours
    }
  }
}

extension Garden {
  enum SunHours: FeaturePreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
      value += nextValue()
    }
  }
}
