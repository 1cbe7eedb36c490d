import ComposableArchitecture
import StatsFeature

struct Dashboard: ReducerProtocol {
  struct State: Equatable {
    var stats: StatsState
    var filter: Filter = .all
  }

  enum Filter: Equatable {
    case all, recent
  }

  enum Action: Equatable {
    case stats(StatsAction)
    case filterChanged(Filter)
  }

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case let .stats(.rowTapped(.share(id))):
      _ = id
      return .none
    case .stats:
      return .none
    case let .filterChanged(filter):
      state.filter = filter
      return .none
    }
  }
}
