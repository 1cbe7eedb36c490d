import ComposableArchitecture
import SwiftUI

@Reducer
struct Send {
  @ObservableState
  struct State {
    var amount = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct SendView: View {
  @Bindable var store: StoreOf<Send>
  @Shared(.appStorage("hideBalances")) var isHidden = false

  var body: some View {
    Form {
      TextField("Amount", text: $store.amount)
      Button("Hide") {
        $isHidden.withLock { $0 = !$0 }
      }
    }
  }
}
