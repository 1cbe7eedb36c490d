import ComposableArchitecture1
import ComposableArchitecture2
import SwiftUI

// The macro spelt with its module, as a file importing both dialects writes it, with a task id
// held in `State`; beside it a 1.x reducer whose `.onChange` is a reducer operator and a 1.x
// view.
@ComposableArchitecture2.Feature struct Steeper {
  struct State {
    var minutes = 3
    @StoreTaskID var steep
    @Trigger var restart
  }

  enum Action {
    case steepTapped
    case steeped
    case poured
    case emptied
    case timed
    case restarted
    case cooled
  }

  var body: some ComposableArchitecture2.Feature {
    Update { state, action in
      switch action {
      case .steepTapped:
        store.addTask(id: state.steep) {
          try store.send(.steeped)
          try store.post(key: Steeped.self, value: store.minutes)
        }
      case .steeped, .poured, .emptied, .timed, .restarted, .cooled:
        break
      }
    }
    .onMount { state in
      store.addTask { try store.send(.poured) }
    }
    .onDismount { state in
      store.addTask { try store.send(.emptied) }
    }
    .onChange(of: store.minutes) { state in
      store.addTask { try store.send(.timed) }
    }
    .onTrigger(store.restart) { state in
      store.addTask { try store.send(.restarted) }
    }
    .onEvent(Strainer.Clogged.self) { leaves, state in
      store.addTask { try store.send(.cooled) }
    }
  }
}

extension Steeper {
  enum Steeped: FeatureEventKey {
    typealias Value = Int
  }
}

@Reducer struct Hourglass {
  @ObservableState struct State: Equatable {
    var seconds = 0
  }

  enum Action {
    case flipTapped
    case emptied
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .flipTapped:
        state.seconds = 60
        return .none
      case .emptied:
        return .none
      }
    }
    .onChange(of: \.seconds) { oldValue, newValue in
      Reduce { state, action in
        newValue == 0 ? .send(.emptied) : .none
      }
    }
  }
}

struct HourglassView: View {
  let store: StoreOf<Hourglass>

  var body: some View {
    Button("Flip") {
      store.send(.flipTapped)
    }
  }
}
