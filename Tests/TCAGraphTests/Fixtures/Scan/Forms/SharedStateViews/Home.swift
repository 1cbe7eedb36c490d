import ComposableArchitecture
import SwiftUI

@Reducer
struct Home {
  @ObservableState
  struct State {
    var balance = 0
  }

  enum Action {
    case refreshTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        return .none
      }
    }
  }
}

struct HomeView: View {
  let store: StoreOf<Home>
  @Shared(.hideBalances) var isSensitiveContentHidden

  var body: some View {
    VStack {
      Text(isSensitiveContentHidden ? "•••" : "\(store.balance)")
      Button("Hide") {
        $isSensitiveContentHidden.withLock { $0.toggle() }
      }
    }
  }
}
