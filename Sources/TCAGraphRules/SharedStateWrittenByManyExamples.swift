/// The sources that must and must not give a `shared-state-written-by-many` finding, which
/// `RulesExamplesTests` runs; `↓` marks each finding.
extension SharedStateWrittenByMany {
  /// A root composing `Settings` and `Onboarding` side by side, each in a subtree of its own.
  private static let siblings = """
    @Reducer
    struct AppFeature {
      struct State {
        var settings = Settings.State()
        var onboarding = Onboarding.State()
      }
      enum Action {
        case settings(Settings.Action)
        case onboarding(Onboarding.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \\.settings, action: \\.settings) { Settings() }
        Scope(state: \\.onboarding, action: \\.onboarding) { Onboarding() }
      }
    }

    """

  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      siblings + """
        @Reducer
        struct Settings {
          struct State {
            @Shared(.appStorage("isOn")) var isOn = false
          }
          enum Action { case toggled }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              ↓state.$isOn.withLock { $0.toggle() }
              return .none
            }
          }
        }
        @Reducer
        struct Onboarding {
          struct State {
            @Shared(.appStorage("isOn")) var isOn = false
          }
          enum Action { case finished }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              ↓state.$isOn.withLock { $0 = true }
              return .none
            }
          }
        }
        """),
    RuleExample(
      """
      extension SharedKey where Self == InMemoryKey<Int>.Default {
        static var count: Self { Self[.inMemory("count"), default: 0] }
      }
      @Reducer
      struct Counter {
        struct State {
          @Shared(.count) var count
        }
        enum Action { case incremented }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            ↓state.$count.withLock { $0 += 1 }
            return .none
          }
        }
      }
      @Reducer
      struct Reset {
        struct State {
          @Shared(.inMemory("count")) var total = 0
        }
        enum Action { case reset }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            ↓state.total = 0
            return .none
          }
        }
      }
      """),
    RuleExample(
      """
      @Reducer
      struct Cart {
        struct State {
          @Shared(.fileStorage(.cartURL)) var items: [String] = []
          var editor: CartEditor.State
          init() { editor = CartEditor.State(items: $items) }
        }
        enum Action { case editor(CartEditor.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.editor, action: \\.editor) { CartEditor() }
        }
      }
      @Reducer
      struct CartEditor {
        struct State {
          @Shared var items: [String]
        }
        enum Action { case cleared }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            ↓state.$items.withLock { $0.removeAll() }
            return .none
          }
        }
      }
      @Reducer
      struct Checkout {
        struct State {
          @Shared(.fileStorage(.cartURL)) var cart: [String] = []
        }
        enum Action { case paid }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            ↓state.$cart.withLock { $0 = [] }
            return .none
          }
        }
      }
      """),
    RuleExample(
      siblings + """
        @Reducer
        struct Settings {
          @ObservableState
          struct State {
            @Shared(.appStorage("isOn")) var isOn = false
          }
          enum Action { case opened }
        }
        struct SettingsView: View {
          @Bindable var store: StoreOf<Settings>
          var body: some View {
            Toggle("On", isOn: ↓$store.isOn)
          }
        }
        @Reducer
        struct Onboarding {
          struct State {
            @Shared(.appStorage("isOn")) var isOn = false
          }
          enum Action { case finished }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              ↓state.$isOn.withLock { $0 = true }
              return .none
            }
          }
        }
        """),
    RuleExample(
      siblings + """
        @Reducer
        struct Settings {
          struct State {
            @Shared(.appStorage("isOn")) var isOn = false
          }
          enum Action { case toggled }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              ↓state.$isOn.withLock { $0.toggle() }
              return .none
            }
          }
        }
        struct OnBadge: View {
          @Shared(.appStorage("isOn")) var isOn = false
          var body: some View {
            Button("Flip") { ↓$isOn.withLock { $0.toggle() } }
          }
        }
        """),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(
      siblings + """
        @Reducer
        struct Settings {
          struct State {
            @Shared(.appStorage("isOn")) var isOn = false
          }
          enum Action { case toggled }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.$isOn.withLock { $0.toggle() }
              return .none
            }
          }
        }
        @Reducer
        struct Onboarding {
          struct State {
            @SharedReader(.appStorage("isOn")) var isOn = false
          }
          enum Action { case finished }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              _ = state.isOn
              return .none
            }
          }
        }
        """),
    RuleExample(
      """
      @Reducer
      struct Cart {
        struct State {
          @Shared(.fileStorage(.cartURL)) var items: [String] = []
          var editor: CartEditor.State
          init() { editor = CartEditor.State(items: $items) }
        }
        enum Action { case cleared, editor(CartEditor.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.editor, action: \\.editor) { CartEditor() }
          Reduce { state, action in
            state.$items.withLock { $0.removeAll() }
            return .none
          }
        }
      }
      @Reducer
      struct CartEditor {
        struct State {
          @Shared var items: [String]
        }
        enum Action { case added(String) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.$items.withLock { $0.append("x") }
            return .none
          }
        }
      }
      """),
    RuleExample(
      siblings + """
        @Reducer
        struct Settings {
          struct State {
            @Shared(.appStorage("isOn")) var isOn = false
          }
          enum Action { case toggled }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.$isOn.withLock { $0.toggle() }
              return .none
            }
          }
        }
        @Reducer
        struct Onboarding {
          struct State {
            @Shared(.appStorage("onboarded")) var done = false
          }
          enum Action { case finished }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.$done.withLock { $0 = true }
              return .none
            }
          }
        }
        """),
    RuleExample(
      """
      @Reducer
      struct First {
        struct State {
          @Shared(.appStorage(Keys.missing)) var flag = false
        }
        enum Action { case set }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.$flag.withLock { $0 = true }
            return .none
          }
        }
      }
      @Reducer
      struct Second {
        struct State {
          @Shared(.appStorage(Keys.missing)) var flag = false
        }
        enum Action { case set }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.$flag.withLock { $0 = false }
            return .none
          }
        }
      }
      """),
    RuleExample(
      siblings + """
        @Reducer
        struct Settings {
          @ObservableState
          struct State {
            @Shared(.appStorage("isOn")) var isOn = false
            var name = ""
          }
          enum Action { case opened }
        }
        struct SettingsView: View {
          @Bindable var store: StoreOf<Settings>
          var body: some View {
            TextField("Name", text: $store.name)
            Text(store.isOn ? "on" : "off")
          }
        }
        @Reducer
        struct Onboarding {
          struct State {
            @Shared(.appStorage("isOn")) var isOn = false
          }
          enum Action { case finished }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.$isOn.withLock { $0 = true }
              return .none
            }
          }
        }
        """),
  ]
}
