import ComposableArchitecture
import SwiftUI

@Reducer
struct RecipesList {
  @ObservableState
  struct State {
    @Shared(.fileStorage(.documentsDirectory.appending(component: "recipes.json")))
    var recipes: IdentifiedArrayOf<Recipe> = []
  }

  enum Action {
    case addTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.$recipes.withLock { _ = $0.append(Recipe(id: UUID())) }
        return .none
      }
    }
  }
}

struct RecipesListView: View {
  @Bindable var store: StoreOf<RecipesList>

  var body: some View {
    List {
      ForEach(Array(store.$recipes)) { $recipe in
        NavigationLink(state: Cookbook.Path.State.detail(RecipeDetail.State(recipe: $recipe))) {
          Text(recipe.title)
        }
      }
    }
  }
}
