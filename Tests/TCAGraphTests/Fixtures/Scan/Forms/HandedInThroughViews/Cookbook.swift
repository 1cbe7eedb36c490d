import ComposableArchitecture

@Reducer
struct Cookbook {
  @Reducer
  enum Path {
    case detail(RecipeDetail)
    case cooking(CookingTimer)
    case plating(PlatingGuide)
  }

  @ObservableState
  struct State {
    var list = RecipesList.State()
    var path = StackState<Path.State>()
  }

  enum Action {
    case list(RecipesList.Action)
    case path(StackActionOf<Path>)
    case quickPlateTapped
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) { RecipesList() }
    Reduce { state, action in
      switch action {
      case .path(.element(_, .detail(.delegate(.startCooking(let sharedRecipe))))):
        state.path.append(.cooking(CookingTimer.State(recipe: sharedRecipe)))
        return .none
      case .path(.element(_, .detail(.delegate(.startPlating(let sharedRecipe))))):
        state.path.append(.plating(PlatingGuide.State(recipe: sharedRecipe)))
        return .none
      case .quickPlateTapped:
        state.path.append(.plating(PlatingGuide.State(recipe: Shared(value: .blank))))
        return .none
      case .list, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

@Reducer
struct CookingTimer {
  @ObservableState
  struct State {
    @Shared var recipe: Recipe
    var elapsed = 0
  }

  enum Action {
    case tick
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tick:
        state.elapsed += 1
        return .none
      }
    }
  }
}

@Reducer
struct PlatingGuide {
  @ObservableState
  struct State {
    @Shared var recipe: Recipe
  }

  enum Action {
    case doneTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}
