import ComposableArchitecture
import SwiftUI

@ViewAction(for: Counter.self)
struct CounterView: View {
  let store: StoreOf<Counter>

  var body: some View {
    Button("+") { send(.incrementTapped) }
  }
}
