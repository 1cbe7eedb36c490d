import ComposableArchitecture
import SwiftUI

enum Theme: String {
  case light, dark, system
}

struct Display: Equatable {
  var compact = false
}

@Reducer
struct Settings {
  @ObservableState
  struct State {
    @Shared(.appStorage("theme")) var theme = Theme.system
    @Shared(.appStorage("display")) var display = Display()
    @Shared(.hideBalances) var hideBalances
    var nickname = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct SettingsView: View {
  @Bindable var store: StoreOf<Settings>

  var body: some View {
    Form {
      Picker("Theme", selection: $store.theme) {
        Text("Light").tag(Theme.light)
        Text("Dark").tag(Theme.dark)
      }
      Toggle("Compact", isOn: $store.display.compact)
      Toggle("Hide balances", isOn: Binding(store.$hideBalances))
      TextField("Nickname", text: $store.nickname)
      Text(store.theme.rawValue)
    }
  }
}
