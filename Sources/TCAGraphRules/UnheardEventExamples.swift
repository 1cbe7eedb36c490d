/// The sources that must and must not give an `unheard-event` finding, which
/// `RulesExamplesTests` runs; `↓` marks each finding.
extension UnheardEvent {
  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      import ComposableArchitecture2

      @Feature struct Editor {
        struct State { var text = "" }
        enum Action { case saveTapped }
        var body: some Feature {
          Update { state, action in
            switch action {
            case .saveTapped:
              store.addTask { try store.↓post(key: Saved.self, value: store.text) }
            }
          }
        }
        enum Saved: FeatureEventKey { typealias Value = String }
      }
      """),
    RuleExample(
      """
      import ComposableArchitecture2

      @Feature struct Inbox {
        struct State { var row = Row.State() }
        enum Action { case row(Row.Action) }
        var body: some Feature {
          Scope(\\.row, action: \\.row) { Row() }
        }
      }

      @Feature struct Outbox {
        struct State {}
        enum Action { case sendTapped }
        var body: some Feature {
          EmptyFeature()
            .onEvent(Row.Opened.self) { id, state in }
        }
      }

      @Feature struct Row {
        struct State { var id = 0 }
        enum Action { case tapped }
        var body: some Feature {
          Update { state, action in
            switch action {
            case .tapped:
              store.addTask { try store.↓post(key: Opened.self, value: store.id) }
            }
          }
        }
        enum Opened: FeatureEventKey { typealias Value = Int }
      }
      """),
    RuleExample(
      """
      import ComposableArchitecture2

      @Feature struct Tile {
        struct State { var minutes = 0 }
        enum Action { case tapped }
        var body: some Feature {
          EmptyFeature()
            .↓preference(key: Minutes.self, value: store.minutes)
        }
        enum Minutes: FeaturePreferenceKey {
          static let defaultValue = 0
          static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
      }
      """),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(
      """
      import ComposableArchitecture2

      @Feature struct Shell {
        struct State { var path: [Path.State] = [] }
        enum Action { case path(Path.State.ID, Path.Action) }
        var body: some Feature {
          EmptyFeature()
            .forEach(\\.path, action: \\.path, dismissStyle: .stack) { Path.body }
            .onEvent(Navigate.self) { screen, state in state.path.append(screen) }
        }
        @Feature enum Path {
          case detail(Detail)
        }
      }

      enum Navigate: FeatureEventKey { typealias Value = Shell.Path.State }

      @Feature struct Detail {
        struct State { var id = 0 }
        enum Action { case nextTapped }
        var body: some Feature {
          Update { state, action in
            switch action {
            case .nextTapped:
              store.addTask { try store.post(key: Navigate.self, value: .detail(.init())) }
            }
          }
        }
      }
      """),
    RuleExample(
      """
      import ComposableArchitecture2

      @Feature struct Library {
        struct State { var editor: Editor.State? }
        enum Action { case editor(Editor.Action) }
        var body: some Feature {
          EmptyFeature()
            .ifLet(\\.editor, action: \\.editor) { Editor() }
            .onEvent(Editor.Saved.self) { text, state in state.editor = nil }
        }
      }

      @Feature struct Editor {
        struct State { var text = "" }
        enum Action { case saveTapped }
        var body: some Feature {
          Update { state, action in
            switch action {
            case .saveTapped:
              store.addTask { try store.post(key: Saved.self, value: store.text) }
            }
          }
        }
        enum Saved: FeatureEventKey { typealias Value = String }
      }
      """),
    RuleExample(
      """
      import ComposableArchitecture2

      @Feature struct Board {
        struct State { var total = 0 }
        enum Action { case cells(Cell.State.ID, Cell.Action) }
        var body: some Feature {
          EmptyFeature()
            .forEach(\\.cells, action: \\.cells) { Cell() }
            .onPreferenceChange(Score.self) { value, state in state.total = value }
        }
        enum Score: FeaturePreferenceKey {
          static let defaultValue = 0
          static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
      }

      @Feature struct Cell {
        struct State: Identifiable { let id: Int; var points = 0 }
        enum Action { case tapped }
        var body: some Feature {
          EmptyFeature()
            .preference(key: Board.Score.self, value: store.points)
        }
      }
      """),
  ]
}
