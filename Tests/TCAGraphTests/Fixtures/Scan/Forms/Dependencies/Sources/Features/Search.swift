import Clients
import ComposableArchitecture
import SwiftUI

@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    @Presents var detail: Detail.State?
    var results: [String] = []
  }

  enum Action {
    case detail(PresentationAction<Detail.Action>)
    case queryChanged(String)
    case loaded(String)
  }

  @Dependency(\.apiClient) var apiClient
  @Dependency(\.continuousClock) var clock
  @Dependency(\.apiClient.fetch) var fetch
  @Dependency(Haptics.self) var haptics
  @Dependency(\DependencyValues.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        return .run { send in
          @Dependency(\.date.now) var now
          @Dependency(\.analytics) var analytics
          analytics.track("\(now)")
          try await clock.sleep(for: .seconds(1))
          await send(.loaded(try await fetch(query.count)))
        }
      case let .loaded(result):
        state.results.append(result)
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: \.detail) {
      Detail()
        .dependency(\.apiClient, .liveValue)
        .dependencies { values in
          values.storage = .testValue
        }
    }
  }
}

/// A view's dependency is no feature's channel.
struct SearchView: View {
  let store: StoreOf<Search>
  @Dependency(\.openURL) var openURL

  var body: some View { EmptyView() }
}
