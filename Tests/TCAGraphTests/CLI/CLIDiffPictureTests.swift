import Foundation
import Testing

@testable import tca_graph

/// `tca-graph render --diff-base` in a repository each test builds (``GitFixture``): the marks
/// of added, removed and changed nodes and edges, and the legend rows that explain them.
@Suite struct CLIDiffPictureTests {
  /// The base composes `Help`; the work tree drops it, adds `Profile`, composes `Settings` with
  /// `Scope` instead of `ifLet`, and gives `Settings` a new view case.
  private func changedFixture() throws -> GitFixture {
    let fixture = try GitFixture()
    try fixture.write("Sources/App/Help.swift", Self.feature("Help"))
    try fixture.replace(
      "case openSettingsTapped", with: "case openSettingsTapped\n    case help(Help.Action)",
      in: DiffFixtureApp.appPath)
    try fixture.replace(
      "var body: some ReducerOf<Self> {\n    Reduce",
      with: "var body: some ReducerOf<Self> {\n    Scope(state: \\.help, action: \\.help) { Help() }\n"
        + "    Reduce",
      in: DiffFixtureApp.appPath)
    try fixture.replace(
      "@Presents var settings: Settings.State?",
      with: "@Presents var settings: Settings.State?\n    var help = Help.State()",
      in: DiffFixtureApp.appPath)
    try fixture.commit("help")

    try fixture.git(["rm", "-q", "Sources/App/Help.swift"])
    try fixture.write("Sources/App/Profile.swift", Self.feature("Profile"))
    for (old, new) in [
      ("case help(Help.Action)", "case profile(Profile.Action)"),
      ("Scope(state: \\.help, action: \\.help) { Help() }",
       "Scope(state: \\.profile, action: \\.profile) { Profile() }"),
      ("var help = Help.State()", "var profile = Profile.State()"),
      ("@Presents var settings: Settings.State?", "var settings = Settings.State()"),
      ("case settings(PresentationAction<Settings.Action>)", "case settings(Settings.Action)"),
      ("case .settings(.presented(.delegate(.saved))):\n        state.settings = nil\n",
       "case .settings(.delegate(.saved)):\n"),
      ("\n    .ifLet(\\.$settings, action: \\.settings) { Settings() }",
       "\n    Scope(state: \\.settings, action: \\.settings) { Settings() }"),
      ("case .settings:", "case .settings, .profile:"),
    ] {
      try fixture.replace(old, with: new, in: DiffFixtureApp.appPath)
    }
    try fixture.replace(
      "case saveTapped", with: "case saveTapped\n      case cancelTapped",
      in: DiffFixtureApp.settingsPath)
    return fixture
  }

  private func render(_ fixture: GitFixture, view: String, legend: String = "full") -> String {
    let result = CLI.inProcess(
      [
        "render", "Sources", "--diff-base", "main", "--view", view, "--format", "dot",
        "--legend", legend, "--out", "-",
      ], in: fixture.root.path)
    return String(decoding: result.data, as: UTF8.self)
  }

  /// The lines of `dot` holding any of `ids` as a node or an edge end.
  private func lines(_ dot: String, mentioning ids: [String]) -> [String] {
    dot.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
      ids.contains { line.hasPrefix("\"\($0)\"") || line.contains("-> \"\($0)\"") }
    }
  }

  @Test func compositionMarksAddedRemovedAndChangedNodesAndEdges() throws {
    let dot = render(try changedFixture(), view: "composition")
    #expect(
      lines(dot, mentioning: ["feature:Profile", "feature:Help", "feature:Settings"]) == [
        ##""feature:Profile" [label="Profile\n1 flat, no lanes", shape=box, style="filled,bold", fillcolor="#e6e9ef", color="#40a02b", penwidth=3, fontcolor="#11111b", tooltip="Sources/App/Profile.swift:4:8"];"##,
        ##""feature:Settings" [label="Settings\n2 view · 1 delegate", shape=box, style="filled,bold", fillcolor="#e6e9ef", color="#df8e1d", penwidth=3, fontcolor="#11111b", tooltip="Sources/App/Settings.swift:4:8\naction view.cancelTapped added"];"##,
        ##""feature:Help" [label="Help\n1 flat, no lanes", shape=box, style="filled,dashed", fillcolor="#ccd0da", color="#9ca0b0", fontcolor="#5c5f77", tooltip="Sources/App/Help.swift:4:8"];"##,
        ##""feature:AppFeature" -> "feature:Profile" [label="1 · Scope(\\.profile, \\.profile)\none", penwidth=2, color="#40a02b", fontcolor="#40a02b", tooltip="Sources/App/AppFeature.swift:18:5"];"##,
        ##""feature:AppFeature" -> "feature:Settings" [label="3 · Scope(\\.settings, \\.settings)\none", penwidth=2, color="#df8e1d", tooltip="Sources/App/AppFeature.swift:30:5\nwas: ifLet(\\.$settings, \\.settings) zero or one · child first"];"##,
        ##""feature:AppFeature" -> "feature:Help" [label="1 · Scope(\\.help, \\.help)\none", style=dashed, color="#9ca0b0", tooltip="Sources/App/AppFeature.swift:18:5"];"##,
      ])
    let legend = dot.split(separator: "\n").filter { $0.contains("\"legend_") && $0.contains("since") }
    #expect(
      legend.map { $0.trimmingCharacters(in: .whitespaces) } == [
        ##""legend_5" [label="added since main", shape=box, style="bold", color="#40a02b", penwidth=3, fontsize=10];"##,
        ##""legend_6" [label=<<FONT COLOR="#40a02b"><B>———</B></FONT>&nbsp;&nbsp;added since main>, shape=plaintext, fontsize=10];"##,
        ##""legend_7" [label="changed since main: name, action cases, matches\nor module", shape=box, style="bold", color="#df8e1d", penwidth=3, fontsize=10];"##,
        ##""legend_8" [label=<<FONT COLOR="#df8e1d"><B>———</B></FONT>&nbsp;&nbsp;changed since main (operator, path)>, shape=plaintext, fontsize=10];"##,
        ##""legend_9" [label="removed since main", shape=box, style="filled,dashed", fillcolor="#ccd0da", color="#9ca0b0", fontcolor="#5c5f77", fontsize=10];"##,
        ##""legend_10" [label=<<FONT COLOR="#9ca0b0">- - -</FONT>&nbsp;&nbsp;removed since main>, shape=plaintext, fontsize=10];"##,
      ])
    #expect(dot.hasPrefix("digraph \"Composition of AppFeature · changes since main\" {"))
  }

  /// The same request twice gives the same bytes.
  @Test func diffPictureIsDeterministic() throws {
    let fixture = try changedFixture()
    #expect(render(fixture, view: "composition") == render(fixture, view: "composition"))
  }

  /// Without a source path there is nothing to check out of the base: a usage error.
  @Test func diffBaseWithoutSourcesIsAUsageError() throws {
    let fixture = try GitFixture()
    let result = CLI.inProcess(
      ["render", "--diff-base", "main", "--format", "dot", "--out", "-"], in: fixture.root.path)
    #expect(result.exitCode == 2)
    #expect(
      result.errors.contains(
        "'--diff-base' compares Swift sources with a git revision; give the source folders"))
  }

  static func feature(_ name: String) -> String {
    """
    import ComposableArchitecture

    @Reducer
    struct \(name) {
      @ObservableState
      struct State {}

      enum Action {
        case refresh
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          .none
        }
      }
    }

    """
  }
}
