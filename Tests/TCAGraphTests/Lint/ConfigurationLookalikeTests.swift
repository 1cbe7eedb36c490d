import Foundation
import TCAGraph
import Testing

/// A `.tca-graph.yml` (what SwiftLint users write) is not read: lint says so, naming it and
/// `.tca-graph.json`, instead of silently linting with the defaults.
@Suite struct ConfigurationLookalikeTests {
  private let feature = """
    import ComposableArchitecture
    @Reducer struct Solo {
      struct State {}
      enum Action { case tapped }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
    }
    """

  @Test func lookalikesAreFoundUpToTheFolderOfTheConfigurationUsed() throws {
    let root = try TemporaryFolder()
    try root.write(".tca-graph.yml", "rules: {}")
    try root.write("app/.tca-graph.json", "{\"version\": 1}")
    try root.write("app/.tca-graph.yaml", "rules: {}")
    try root.write("app/Sources/tca-graph.yml", "rules: {}")
    try root.write("app/Sources/Solo.swift", feature)
    let found = ConfigurationLookalikes.find(
      from: ["app/Sources/Solo.swift"], workingDirectory: root.path)
    #expect(found == [root.path + "/app/Sources/tca-graph.yml", root.path + "/app/.tca-graph.yaml"])
  }

  @Test func withoutAConfigurationEveryAncestorIsLookedIn() throws {
    let root = try TemporaryFolder()
    try root.write(".tca-graph.yml", "rules: {}")
    try root.write("app/Solo.swift", feature)
    #expect(
      ConfigurationLookalikes.find(from: ["app"], workingDirectory: root.path).contains(
        root.path + "/.tca-graph.yml"))
  }

  @Test func lintWarnsNamingTheIgnoredFileAndTheOneItReads() throws {
    let root = try TemporaryFolder()
    try root.write("app/.tca-graph.yml", "rules:\n  lane-violation: error\n")
    try root.write("app/Solo.swift", feature)
    let run = try CLI.run(["lint", "app"], in: URL(fileURLWithPath: root.path))
    #expect(run.status == 0)
    #expect(
      run.errors.contains(
        "app/.tca-graph.yml: warning: ignored: tca-graph reads its configuration only from a "
          + "JSON file named .tca-graph.json: write these settings into .tca-graph.json beside it"),
      "\(run.errors)")
  }

  @Test func anExplicitConfigSilencesTheWarning() throws {
    let root = try TemporaryFolder()
    try root.write("app/.tca-graph.yml", "rules: {}")
    try root.write("lint.json", "{\"version\": 1}")
    try root.write("app/Solo.swift", feature)
    let run = try CLI.run(
      ["lint", "app", "--config", "lint.json"], in: URL(fileURLWithPath: root.path))
    #expect(run.status == 0)
    #expect(!run.errors.contains(".tca-graph.yml"), "\(run.errors)")
  }
}
