import TCAGraph
import Testing
import TreeIntrospect

@Suite struct ViewSharedStateMatrixTests {
  func table(_ graph: ArchitectureGraph) throws -> GraphTable {
    let view = sharedStateView(graph: graph)
    #expect(view.nodes.count == 1)
    #expect(view.edges.isEmpty)
    return try #require(view.nodes.first?.table)
  }

  @Test func keysAreColumnsByStorageHeadedByTheKeyItsTypeAndWhatItIsHandedInFrom() throws {
    let table = try table(ChannelGraphs.sharedStateMatrixApp())
    #expect(
      table.columnGroups.map { [$0.label] + $0.columns.map(\.label) } == [
        [".appStorage", "\"isOn\"\nBool"],
        [".fileStorage", "cart.json\nIdentifiedArrayOf<Item>"],
        [".inMemory", "\"session\"\nSession"],
        ["custom keys", ".featureFlags\nFeatureFlags"],
        ["handed in", "Profile.user\nUser\nfrom .inMemory(\"session\")"],
        ["(unresolved)", ".appStorage(keyName)"],
        ["(not in the graph)", "inMemory:gone\n(not in the graph)"],
      ])
    #expect(
      table.columnGroups.map(\.dashed) == [false, false, false, false, false, true, true])
    #expect(
      table.columnGroups.map(\.fillColor) == [
        Palette.resource, Palette.resource, Palette.resource, Palette.resource, Palette.resource,
        nil, nil,
      ])
    #expect(table.corner == "feature \\ key")
  }

  @Test func featuresAreRowsByModuleWithReadsWritesAndBothMarkedApart() throws {
    let table = try table(ChannelGraphs.sharedStateMatrixApp())
    #expect(
      table.rowGroups.map(\.label) == [
        "AppFeature", "CartFeature", "SettingsFeature", "(no module)",
      ])
    let rows = table.rowGroups.flatMap(\.rows).map { [$0.label] + $0.cells.map(\.mark) }
    #expect(
      rows == [
        ["App", "", "R", "W", "R", "", "", ""],
        ["Cart", "", "W", "", "", "", "", ""],
        ["Profile", "R", "", "", "", "W", "", ""],
        ["Settings", "RW", "", "R", "", "", "", ""],
        ["History", "", "R", "", "", "", "", ""],
        ["Legacy", "", "", "", "", "", "", "W"],
        ["Login", "", "", "R", "", "", "", ""],
        ["Onboarding", "", "", "", "", "", "R", ""],
        ["Search", "R", "", "", "", "", "", ""],
      ])
    let settings = try #require(table.rowGroups[2].rows.last)
    #expect(
      settings.cells.map(\.fillColor) == [
        Palette.effect, nil, Palette.root, nil, nil, nil, nil,
      ])
    let app = try #require(table.rowGroups.first?.rows.first)
    #expect(app.cells[2].fillColor == Palette.effect)
  }

  @Test func theLegendListsWhatTheMatrixShows() throws {
    let view = sharedStateView(graph: ChannelGraphs.sharedStateMatrixApp())
    #expect(
      view.legend.map(\.label) == [
        "a key, under where it lives, with its value type",
        "handed in: a @Shared var a parent passes down,\nfrom the key it projects",
        "(unresolved): a key the scanner could not read", "key not in the graph", "R reads it",
        "W writes it", "RW reads and writes it",
      ])
    #expect(
      sharedStateView(graph: ChannelGraphs.generatedSharedState(features: 9, channelsEach: 1))
        .legend.map(\.label) == ["a key, under where it lives, with its value type", "R reads it"])
  }

  @Test func moreThanEightFeaturesAreAMatrixAndEightAreAGraph() throws {
    let eight = sharedStateView(
      graph: ChannelGraphs.generatedSharedState(features: 8, channelsEach: 1))
    #expect(eight.nodes.allSatisfy { $0.table == nil })
    #expect(eight.edges.count == 8)
    let nine = try table(ChannelGraphs.generatedSharedState(features: 9, channelsEach: 1))
    #expect(nine.rowGroups.flatMap(\.rows).count == 9)
    #expect(nine.columns.count == 9)
  }

  @Test func moreThanTwentyFourReadsAndWritesAreAMatrixAndTwentyFourAreAGraph() throws {
    let twentyFour = sharedStateView(
      graph: ChannelGraphs.generatedSharedState(features: 8, channelsEach: 3))
    #expect(twentyFour.nodes.allSatisfy { $0.table == nil })
    #expect(twentyFour.edges.count == 24)
    let twentyFive = try table(
      ChannelGraphs.generatedSharedState(features: 8, channelsEach: 3, extraWrites: 1))
    let first = try #require(twentyFive.rowGroups.first?.rows.first)
    #expect(first.label == "Feature0")
    #expect(first.cells.map(\.mark) == ["RW", "R", "R"] + Array(repeating: "", count: 7))
    #expect(first.cells.prefix(2).map(\.fillColor) == [Palette.effect, Palette.root])
  }

  @Test func mermaidListsEachRowsCellsByTheKeyAloneAndDOTBreaksLongKeys() throws {
    let view = sharedStateView(graph: ChannelGraphs.sharedStateMatrixApp())
    let mermaid = MermaidEmitter().emit(view)
    #expect(
      mermaid.contains(
        "[\"Settings<br/>.appStorage: RW #quot;isOn#quot;<br/>.inMemory: R #quot;session#quot;\"]"))
    let long = ArchitectureGraph(
      roots: [],
      features: (0..<9).map { index in
        Feature(
          id: FeatureID("Feature\(index)"),
          channels: [
            ChannelGraphs.reads(
              "inMemory:sharedStateKey_transactions", "transactions", 3, in: "Feature\(index)")
          ])
      },
      sharedKeys: [
        SharedKey(
          id: "inMemory:sharedStateKey_transactions", storage: .inMemory,
          key: "sharedStateKey_transactions")
      ])
    let dot = DOTEmitter().emit(sharedStateView(graph: long))
    #expect(dot.contains(">&quot;shared<BR/>StateKey_<BR/>transactions&quot;<"))
  }
}
