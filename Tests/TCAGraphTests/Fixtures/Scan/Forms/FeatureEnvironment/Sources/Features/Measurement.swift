import Clients
import ComposableArchitecture2

// TCA 2's own dependencies as feature properties: by key path (also a deeper one), by type, and
// an override of a composed child's entry.
@Feature struct Measurement {
  struct State {
    var readings: [Int] = []
    var temperature: Temperature.State?
  }

  enum Action {
    case saveTapped(Int)
    case temperatureTapped
    case temperature(Temperature.Action)
  }

  @FeatureEnvironment(\.sessionDiary) private var sessionDiary
  @FeatureEnvironment(\.date.now) var now
  @FeatureEnvironment(Context<Call.Owner>.self) private var inheritedCommands

  var body: some Feature {
    Update { state, action in
      switch action {
      case .saveTapped(let value):
        state.readings.append(value)
        store.addTask { try await sessionDiary.record(value) }
      case .temperatureTapped:
        state.temperature = Temperature.State()
      case .temperature:
        break
      }
    }
    .ifLet(\.temperature, action: \.temperature) {
      Temperature()
        .environment(\.thermometer, .mock)
    }
  }
}
