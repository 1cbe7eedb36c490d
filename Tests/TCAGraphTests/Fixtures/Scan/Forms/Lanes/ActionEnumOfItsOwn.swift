import ComposableArchitecture
import SwiftUI

struct RatingState<ID: Hashable & Sendable>: Equatable {
  let id: ID
  var stars = 0
}

@CasePathable
enum RatingAction {
  case starTapped(Int)
  case saved(Result<Int, Error>)
}

@Reducer
struct Rating<ID: Hashable & Sendable> {
  let save: @Sendable (ID, Int) async throws -> Int

  var body: some Reducer<RatingState<ID>, RatingAction> {
    Reduce { state, action in
      switch action {
      case let .starTapped(stars):
        state.stars = stars
        return .run { [id = state.id, save] send in
          await send(.saved(Result { try await save(id, stars) }))
        }
      case .saved:
        return .none
      }
    }
  }
}

struct RatingView<ID: Hashable & Sendable>: View {
  let store: Store<RatingState<ID>, RatingAction>

  var body: some View {
    Button("★") { store.send(.starTapped(5)) }
  }
}

@Reducer
struct Recipe {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var stars = 0

    var rating: RatingState<UUID> {
      get { RatingState(id: id, stars: stars) }
      set { stars = newValue.stars }
    }
  }

  enum Action {
    case rating(RatingAction)
  }

  let save: @Sendable (UUID, Int) async throws -> Int

  var body: some Reducer<State, Action> {
    Scope(state: \.rating, action: \.rating) {
      Rating(save: save)
    }
  }
}
