import ComposableArchitecture2
import SwiftUI

enum Appearance: String {
  case light, dark, system
}

@Feature
struct Preferences {
  struct State {
    @Shared(.appStorage("appearance")) var appearance = Appearance.system
    var showsTips = true
  }

  enum Action {
    case resetTapped
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .resetTapped:
        state.$appearance.withLock { $0 = .system }
      }
    }
  }
}

struct PreferencesView: View {
  @Bindable var store: StoreOf<Preferences>

  var body: some View {
    Form {
      Picker("Appearance", selection: $store.appearance) {
        Text("Light").tag(Appearance.light)
      }
      Toggle("Tips", isOn: $store.showsTips)
    }
  }
}

struct RootScene: App {
  let store: StoreOf<Preferences>
  @Shared(.appStorage("appearance")) var appearance = Appearance.system

  var body: some Scene {
    WindowGroup {
      PreferencesView(store: store)
    }
  }
}
