import Clients
import ComposableArchitecture2
import SwiftUI

// Locals in an arm, one spelt with the module, beside a `@Dependency` of the same name as a
// built-in entry; the views' `.environment` is SwiftUI's, no override.
@Feature struct Temperature {
  struct State {
    var celsius = 0.0
    var fahrenheit = 0.0
  }

  enum Action {
    case refreshTapped
    case loaded(Double)
  }

  @Dependency(\.date) var date

  var body: some Feature {
    Update { state, action in
      switch action {
      case .refreshTapped:
        @FeatureEnvironment(\.thermometer) var thermometer
        store.addTask { try store.send(.loaded(await thermometer.read())) }
      case .loaded(let celsius):
        @ComposableArchitecture2.FeatureEnvironment(\.units) var units
        state.celsius = celsius
        state.fahrenheit = units.fahrenheit(celsius)
      }
    }
  }
}

extension Temperature {
  /// A view inside the feature's own type: its `.environment` is still SwiftUI's.
  struct Badge: View {
    let celsius: Double

    var body: some View {
      Text("\(celsius)")
        .environment(\.colorScheme, .dark)
    }
  }
}

struct TemperatureView: View {
  let store: StoreOf<Temperature>

  var body: some View {
    Temperature.Badge(celsius: store.celsius)
      .environment(\.colorScheme, .dark)
  }
}
