import ComposableArchitecture2
import SwiftUI

// A view of a TCA 2 feature: its send is the view's.
struct KettleView: View {
  let store: StoreOf<Kettle>

  var body: some View {
    Button("Boil") {
      store.send(.boilTapped)
    }
  }
}
