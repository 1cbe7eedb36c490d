import TCAGraph
import Testing
import TreeIntrospect

/// The dependencies view and the dependency budget over an app that uses TCA 2's
/// `@FeatureEnvironment` beside `@Dependency` (`Forms/FeatureEnvironment`).
@Suite struct ViewDependenciesFeatureEnvironmentTests {
  private func graph() throws -> ArchitectureGraph {
    try ScanFixtureSupport.scan("Forms/FeatureEnvironment").graph
  }

  @Test func environmentEntriesHaveHeadingsOfTheirOwnBesideTheDependencies() throws {
    let view = dependenciesView(graph: try graph())
    let table = try #require(view.nodes.first?.table)
    #expect(
      table.columnGroups.map { [$0.label] + $0.columns.map(\.label) } == [
        [
          "the app's @FeatureEnvironment entries", "sessionDiary", "thermometer", "units",
          "Context<Call.Owner>",
        ],
        ["ComposableArchitecture2 @FeatureEnvironment entries", "continuousClock", "date"],
        ["Dependencies", "date", "uuid"],
      ])
    let rows = table.rowGroups.flatMap(\.rows).map { [$0.label] + $0.cells.map(\.mark) }
    #expect(
      rows == [
        ["Diary", "◆", "", "", "", "●", "", "", "●◆"],
        ["Measurement", "●", "◆", "", "●", "", "●", "", ""],
        ["Temperature", "", "●", "●", "", "", "", "●", ""],
      ])
    #expect(
      view.legend.map(\.label) == [
        "a client the app declares",
        "a library's client (dismiss, uuid, clocks)",
        "@FeatureEnvironment: TCA 2's own entries",
        "● uses it",
        "◆ overrides it for the reducers it composes",
      ])
  }

  @Test func aGraphWithNoDependencyNamesBothWrappers() {
    let view = dependenciesView(
      graph: ArchitectureGraph(roots: ["A"], features: [Feature(id: "A")]))
    #expect(
      view.nodes.map(\.label) == [
        "no dependencies: no feature uses @Dependency or\n@FeatureEnvironment"
      ])
  }

  @Test func theBudgetCountsBothMechanismsAsClients() throws {
    let graph = try graph()
    #expect(BudgetMeasurement.maxima(in: graph)[.dependenciesPerFeature] == 4)
    #expect(
      BudgetExceeded().check(LintContext(graph: graph, budgets: [.dependenciesPerFeature: 3]))
        .map(\.message) == [
          "Measurement uses 4 dependency clients, budget 3 (budgets.dependenciesPerFeature)"
        ])
    #expect(
      BudgetExceeded().check(LintContext(graph: graph, budgets: [.dependenciesPerFeature: 2]))
        .map(\.message).sorted() == [
          "Diary uses 3 dependency clients, budget 2 (budgets.dependenciesPerFeature)",
          "Measurement uses 4 dependency clients, budget 2 (budgets.dependenciesPerFeature)",
          "Temperature uses 3 dependency clients, budget 2 (budgets.dependenciesPerFeature)",
        ])
  }
}
