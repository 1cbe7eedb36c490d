import TCAGraph
import Testing
import TreeIntrospect

@Suite struct ViewDependenciesTests {
  func table(_ graph: ArchitectureGraph) throws -> GraphTable {
    let view = dependenciesView(graph: graph)
    #expect(view.nodes.count == 1)
    #expect(view.edges.isEmpty)
    return try #require(view.nodes.first?.table)
  }

  @Test func clientsAreColumnsOfTheAppThenEachLibraryThenTheUnresolved() throws {
    let table = try table(ChannelGraphs.dependenciesApp())
    #expect(
      table.columnGroups.map { [$0.label] + $0.columns.map(\.label) } == [
        ["the app's clients", "analytics", "apiClient"],
        ["ComposableArchitecture", "dismiss"],
        ["Dependencies", "continuousClock", "uuid"],
        ["(unresolved)", "legacyStore"],
      ])
    #expect(table.columnGroups.map(\.dashed) == [false, false, false, true])
    #expect(
      table.columnGroups.map(\.fillColor) == [
        Palette.resource, Palette.feature, Palette.feature, nil,
      ])
  }

  @Test func featuresAreRowsByModuleWithUsesAndOverridesMarkedApart() throws {
    let table = try table(ChannelGraphs.dependenciesApp())
    #expect(table.rowGroups.map(\.label) == ["AppFeature", "EditorFeature", "(no module)"])
    let rows = table.rowGroups.flatMap(\.rows).map { [$0.label] + $0.cells.map(\.mark) }
    #expect(
      rows == [
        ["App", "●", "●◆", "", "", "", ""],
        ["Editor", "", "●", "●", "", "●", ""],
        ["Search", "", "", "", "◆", "", ""],
        ["Legacy", "", "", "", "", "", "●"],
      ])
    let app = try #require(table.rowGroups.first?.rows.first)
    #expect(app.cells.map(\.fillColor) == [Palette.root, Palette.effect, nil, nil, nil, nil])
  }

  @Test func theLegendListsWhatTheMatrixShows() throws {
    let view = dependenciesView(graph: ChannelGraphs.dependenciesApp())
    #expect(
      view.legend.map(\.label) == [
        "a client the app declares", "a library's client (dismiss, uuid, clocks)",
        "(unresolved): a client the scanner did not find", "● uses it",
        "◆ overrides it for the reducers it composes",
      ])
    let onlyUses = ArchitectureGraph(
      roots: ["A"],
      features: [Feature(id: "A", channels: [ChannelGraphs.uses("uuid", "uuid", 1, in: "A")])],
      dependencyClients: [DependencyClient(id: "uuid", library: "Dependencies")])
    #expect(
      dependenciesView(graph: onlyUses).legend.map(\.label) == [
        "a library's client (dismiss, uuid, clocks)", "● uses it",
      ])
  }

  @Test func aClientTheGraphDoesNotHoldIsUnresolved() throws {
    let graph = ArchitectureGraph(
      roots: ["A"],
      features: [Feature(id: "A", channels: [ChannelGraphs.uses("ghost", "ghost", 1, in: "A")])])
    let table = try table(graph)
    #expect(table.columnGroups.map(\.label) == ["(unresolved)"])
    #expect(table.columns.map(\.label) == ["ghost"])
  }

  @Test func sixtyFeaturesAndTwentyFiveClientsAreOneTableOfSixtyRows() throws {
    let table = try table(ChannelGraphs.generatedDependencies())
    #expect(table.columns.count == 25)
    #expect(table.rowGroups.count == 6)
    #expect(table.rowGroups.map(\.rows.count) == [10, 10, 10, 10, 10, 10])
    #expect(table.columnGroups.map(\.columns.count) == [15, 10])
  }

  @Test func aGraphWithoutDependenciesSaysSo() throws {
    let view = dependenciesView(graph: ChannelGraphs.sharedStateApp())
    #expect(
      view.nodes.map(\.label) == [
        "no dependencies: no feature uses @Dependency or\n@FeatureEnvironment"
      ])
    #expect(view.nodes.first?.table == nil)
    #expect(
      view.legend.map(\.label) == [
        "shows each @Dependency or @FeatureEnvironment\nclient and who uses it"
      ])
  }
}
