import ComposableArchitecture

@Reducer
struct RecipeDetail {
  @ObservableState
  struct State {
    @Shared var recipe: Recipe
  }

  enum Action {
    case startTapped
    case plateTapped
    case delegate(Delegate)

    enum Delegate {
      case startCooking(Shared<Recipe>)
      case startPlating(Shared<Recipe>)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        return .send(.delegate(.startCooking(state.$recipe)))
      case .plateTapped:
        return .send(.delegate(.startPlating(state.$recipe)))
      case .delegate:
        return .none
      }
    }
  }
}
