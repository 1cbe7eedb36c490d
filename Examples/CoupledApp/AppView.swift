import ComposableArchitecture
import SwiftUI

struct AppView: View {
  let store: StoreOf<AppFeature>

  var body: some View {
    NavigationStack {
      Button("Descartar") {
        store.send(.editor(.presented(.delegate(.edicionCancelada))))  // seeded: foreign-delegate-emission
      }
    }
  }
}
