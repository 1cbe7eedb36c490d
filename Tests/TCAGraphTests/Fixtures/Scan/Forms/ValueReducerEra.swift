import ComposableArchitecture
import SwiftUI

// Before TCA 0.40: reducers are values, `Reducer<State, Action, Environment>`, combined and
// pulled back; a child's actions are its own enum (`ShelfAction`), not `Shelf.Action`.
struct PantryState: Equatable {
  var shelf: ShelfState
  var preferences: PreferencesState?
  var items: IdentifiedArrayOf<ItemState> = []
  var isSyncing = false
}

enum PantryAction: Equatable {
  case shelf(ShelfAction)
  case preferences(PreferencesAction)
  case item(id: ItemState.ID, action: ItemAction)
  case syncTapped
  case syncFinished
}

struct PantryEnvironment {
  var shelf: ShelfEnvironment
}

let pantryReducer = Reducer<PantryState, PantryAction, PantryEnvironment>.combine(
  shelfReducer.pullback(
    state: \.shelf,
    action: /PantryAction.shelf,
    environment: { $0.shelf }
  ),
  preferencesReducer.optional().pullback(
    state: \.preferences,
    action: /PantryAction.preferences,
    environment: { _ in PreferencesEnvironment() }
  ),
  itemReducer.forEach(
    state: \.items,
    action: /PantryAction.item(id:action:),
    environment: { _ in ItemEnvironment() }
  ),
  Reducer { state, action, environment in
    switch action {
    case .shelf(.delegate(.restocked)):
      return Effect(value: .syncTapped)
    case .preferences(.closeTapped):
      state.preferences = nil
      return .none
    case let .item(id: id, action: .removeTapped):
      state.items.remove(id: id)
      return .none
    case .syncTapped:
      state.isSyncing = true
      return .none
    case .syncFinished:
      state.isSyncing = false
      return .none
    case .shelf, .preferences, .item:
      return .none
    }
  }
)

struct ShelfState: Equatable {
  var count = 0
}

enum ShelfAction: Equatable {
  case restockTapped
  case delegate(Delegate)

  enum Delegate: Equatable {
    case restocked
  }
}

struct ShelfEnvironment {}

let shelfReducer = Reducer<ShelfState, ShelfAction, ShelfEnvironment> { state, action, _ in
  switch action {
  case .restockTapped:
    state.count += 1
    return Effect(value: .delegate(.restocked))
  case .delegate:
    return .none
  }
}

struct ShelfView: View {
  let store: Store<ShelfState, ShelfAction>

  var body: some View {
    WithViewStore(store) { viewStore in
      Button("Restock") { viewStore.send(.restockTapped) }
    }
  }
}

struct PreferencesState: Equatable {
  var darkMode = false
}

enum PreferencesAction: Equatable {
  case darkModeToggled
  case closeTapped
}

struct PreferencesEnvironment {}

let preferencesReducer = Reducer<PreferencesState, PreferencesAction, PreferencesEnvironment> {
  state, action, _ in
  switch action {
  case .darkModeToggled:
    state.darkMode.toggle()
    return .none
  case .closeTapped:
    return .none
  }
}

struct ItemState: Equatable, Identifiable {
  let id: UUID
  var name: String
}

enum ItemAction: Equatable {
  case renamed(String)
  case removeTapped
}

struct ItemEnvironment {}

let itemReducer = Reducer<ItemState, ItemAction, ItemEnvironment> { state, action, _ in
  switch action {
  case let .renamed(name):
    state.name = name
    return .none
  case .removeTapped:
    return .none
  }
}
