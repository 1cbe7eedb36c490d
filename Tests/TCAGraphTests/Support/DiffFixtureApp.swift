/// The app the diff tests commit and change: a package with one module, `App`, where
/// `AppFeature` presents `Settings` and matches only its delegate lane.
enum DiffFixtureApp {
  static let files: [(path: String, text: String)] = [
    ("Package.swift", package), (appPath, appFeature), (settingsPath, settings),
  ]

  static let appPath = "Sources/App/AppFeature.swift"
  static let settingsPath = "Sources/App/Settings.swift"

  static let package = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "Fixture",
      targets: [
        .target(name: "App", path: "Sources/App")
      ]
    )

    """

  static let appFeature = """
    import ComposableArchitecture

    @Reducer
    struct AppFeature {
      @ObservableState
      struct State {
        @Presents var settings: Settings.State?
      }

      enum Action {
        case settings(PresentationAction<Settings.Action>)
        case openSettingsTapped
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .openSettingsTapped:
            state.settings = Settings.State()
            return .none
          case .settings(.presented(.delegate(.saved))):
            state.settings = nil
            return .none
          case .settings:
            return .none
          }
        }
        .ifLet(\\.$settings, action: \\.settings) { Settings() }
      }
    }

    """

  static let settings = """
    import ComposableArchitecture

    @Reducer
    struct Settings {
      @ObservableState
      struct State {}

      enum Action {
        case view(View)
        case delegate(Delegate)

        @CasePathable
        enum View {
          case saveTapped
        }

        @CasePathable
        enum Delegate {
          case saved
        }
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .view(.saveTapped):
            return .send(.delegate(.saved))
          case .delegate:
            return .none
          }
        }
      }
    }

    """

  static let advancedSettingsPath = "Sources/App/AdvancedSettings.swift"
  static let currencyConversionSetupPath = "Sources/App/CurrencyConversionSetup.swift"

  /// ``settings`` with a nested child, `AdvancedSettings`, and a stack of
  /// `CurrencyConversionSetup` screens that the nested child's `currencyConversionTapped` pushes;
  /// the trigger tests commit it, then move the push to an action of Settings' own.
  static let settingsWithCurrencyStack = """
    import ComposableArchitecture

    @Reducer
    struct Settings {
      @ObservableState
      struct State {
        var advanced = AdvancedSettings.State()
        var path = StackState<CurrencyConversionSetup.State>()
      }

      enum Action {
        case advanced(AdvancedSettings.Action)
        case path(StackActionOf<CurrencyConversionSetup>)
        case view(View)
        case delegate(Delegate)

        @CasePathable
        enum View {
          case saveTapped
        }

        @CasePathable
        enum Delegate {
          case saved
        }
      }

      var body: some ReducerOf<Self> {
        Scope(state: \\.advanced, action: \\.advanced) { AdvancedSettings() }
        Reduce { state, action in
          switch action {
          case .advanced(.currencyConversionTapped):
            state.path.append(CurrencyConversionSetup.State())
            return .none
          case .view(.saveTapped):
            return .send(.delegate(.saved))
          case .advanced, .path, .delegate:
            return .none
          }
        }
        .forEach(\\.path, action: \\.path) { CurrencyConversionSetup() }
      }
    }

    """

  static let advancedSettings = """
    import ComposableArchitecture

    @Reducer
    struct AdvancedSettings {
      @ObservableState
      struct State {}

      enum Action {
        case currencyConversionTapped
      }

      var body: some ReducerOf<Self> {
        EmptyReducer()
      }
    }

    """

  static let currencyConversionSetup = """
    import ComposableArchitecture

    @Reducer
    struct CurrencyConversionSetup {
      @ObservableState
      struct State {
        var rate = 1.0
      }

      enum Action {
        case rateChanged(Double)
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .rateChanged(rate):
            state.rate = rate
            return .none
          }
        }
      }
    }

    """
}
