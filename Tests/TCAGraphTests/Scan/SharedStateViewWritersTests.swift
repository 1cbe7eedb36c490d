import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// Views that reach shared state: a view's own `@Shared` property (`$x.withLock { … }`), a
/// binding to a `@Shared` field of its store's state (`$store.theme`, `$store.display.compact`,
/// `Binding(store.$hideBalances)`) and a read of one (`store.theme`) are the store's feature's,
/// marked from its view; a view that holds no store keeps its uses on the key. TCA 2 views alike.
@Suite struct SharedStateViewWritersTests {
  private static let folder = "Forms/SharedStateViews"
  private static let tca2Folder = "Forms/SharedStateViewsTCA2"

  private func at(_ file: String, _ line: Int, _ column: Int) -> TreeIntrospect.SourceLocation {
    let folder = file == "Preferences.swift" ? Self.tca2Folder : Self.folder
    return TreeIntrospect.SourceLocation(file: folder + "/" + file, line: line, column: column)
  }

  private func sharedChannels(_ feature: String, in graph: ArchitectureGraph) -> [Channel] {
    (graph.feature(FeatureID(feature))?.channels ?? []).filter { $0.kind == .sharedState }
  }

  private func channel(
    _ feature: String, _ access: ChannelAccess, _ name: String, _ key: String,
    _ location: TreeIntrospect.SourceLocation, fromView: Bool
  ) -> Channel {
    Channel(
      kind: .sharedState, from: .feature(FeatureID(feature)), to: .sharedKey(key), access: access,
      name: name, locations: [location], origin: fromView ? .view : nil)
  }

  @Test func aViewsOwnSharedPropertyIsItsStoresFeaturesFromItsView() throws {
    let graph = try ScanFixtureSupport.scan(Self.folder).graph
    let key = "appStorage:hideBalances"
    #expect(
      sharedChannels("Home", in: graph) == [
        channel(
          "Home", .reads, "isSensitiveContentHidden", key, at("Home.swift", 27, 30),
          fromView: true),
        channel(
          "Home", .writes, "isSensitiveContentHidden", key, at("Home.swift", 33, 9),
          fromView: true),
      ])
    #expect(
      sharedChannels("Send", in: graph) == [
        channel("Send", .reads, "isHidden", key, at("Send.swift", 22, 44), fromView: true),
        channel("Send", .writes, "isHidden", key, at("Send.swift", 28, 9), fromView: true),
      ])
  }

  @Test func bindingsToTheStoresSharedFieldsAreWritesFromItsViewAndOtherFieldsNothing() throws {
    let graph = try ScanFixtureSupport.scan(Self.folder).graph
    #expect(
      sharedChannels("Settings", in: graph) == [
        channel(
          "Settings", .reads, "display", "appStorage:display", at("Settings.swift", 17, 41),
          fromView: false),
        channel(
          "Settings", .writes, "display", "appStorage:display", at("Settings.swift", 40, 31),
          fromView: true),
        channel(
          "Settings", .reads, "hideBalances", "appStorage:hideBalances",
          at("Settings.swift", 18, 32), fromView: false),
        channel(
          "Settings", .writes, "hideBalances", "appStorage:hideBalances",
          at("Settings.swift", 41, 45), fromView: true),
        channel(
          "Settings", .reads, "theme", "appStorage:theme", at("Settings.swift", 16, 39),
          fromView: false),
        channel(
          "Settings", .reads, "theme", "appStorage:theme", at("Settings.swift", 43, 12),
          fromView: true),
        channel(
          "Settings", .writes, "theme", "appStorage:theme", at("Settings.swift", 36, 34),
          fromView: true),
      ])
  }

  @Test func aViewHoldingNoStoreKeepsItsUsesOnTheKey() throws {
    let graph = try ScanFixtureSupport.scan(Self.folder).graph
    let key = try #require(graph.sharedKey("appStorage:hideBalances"))
    #expect(
      key.viewUses == [
        SharedViewUse(
          view: "BalanceBadge", access: .reads, locations: [at("BalanceBadge.swift", 5, 30)]),
        SharedViewUse(
          view: "BalanceBadge", access: .writes, locations: [at("BalanceBadge.swift", 9, 7)]),
      ])
    #expect(graph.feature(FeatureID("BalanceBadge")) == nil)
    #expect(graph.sharedKey("appStorage:theme")?.viewUses == nil)
  }

  @Test func aTCA2ViewsBindingAndAnAppsOwnSharedAreTheStoresFeaturesFromItsView() throws {
    let result = try ScanFixtureSupport.scan(Self.tca2Folder)
    let key = "appStorage:appearance"
    #expect(
      sharedChannels("Preferences", in: result.graph) == [
        channel(
          "Preferences", .reads, "appearance", key, at("Preferences.swift", 11, 44),
          fromView: false),
        channel(
          "Preferences", .reads, "appearance", key, at("Preferences.swift", 44, 42),
          fromView: true),
        channel(
          "Preferences", .writes, "appearance", key, at("Preferences.swift", 23, 9),
          fromView: false),
        channel(
          "Preferences", .writes, "appearance", key, at("Preferences.swift", 34, 39),
          fromView: true),
      ])
  }

  @Test func theOriginIsInTheJSONOnlyForAViewsChannel() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let own = channel("A", .writes, "x", "appStorage:x", at("A.swift", 1, 1), fromView: false)
    var view = own
    view.origin = .view
    let ownText = String(decoding: try encoder.encode(own), as: UTF8.self)
    let viewText = String(decoding: try encoder.encode(view), as: UTF8.self)
    #expect(!ownText.contains("origin"))
    #expect(viewText.contains("\"origin\":\"view\""))
    #expect(try JSONDecoder().decode(Channel.self, from: Data(viewText.utf8)) == view)
    #expect(Channel.sortedAndMerged([view, own, view]) == [own, view])
  }

  @Test func theRuleCountsEachFeaturesViewAndAnUntiedViewAsWriters() throws {
    let graph = try ScanFixtureSupport.scan(Self.folder).graph
    let findings = LintRunner.check(graph).filter { $0.ruleID == SharedStateWrittenByMany.id }
    let key = "'hideBalances' (appStorage:hideBalances)"
    #expect(
      findings.map { "\($0.location?.description ?? ""): \($0.message)" } == [
        "\(Self.folder)/BalanceBadge.swift:9:7: view BalanceBadge writes shared key \(key), which "
          + "Home (from its view), Send (from its view), Settings (from its view) also write "
          + "from another subtree; let one feature own the writes",
        "\(Self.folder)/Home.swift:33:9: Home (from its view) writes shared key \(key), which "
          + "Send (from its view), Settings (from its view), view BalanceBadge also write "
          + "from another subtree; let one feature own the writes",
        "\(Self.folder)/Send.swift:28:9: Send (from its view) writes shared key \(key), which "
          + "Home (from its view), Settings (from its view), view BalanceBadge also write "
          + "from another subtree; let one feature own the writes",
        "\(Self.folder)/Settings.swift:41:45: Settings (from its view) writes shared key \(key), which "
          + "Home (from its view), Send (from its view), view BalanceBadge also write "
          + "from another subtree; let one feature own the writes",
      ])
  }

  @Test func theSummaryNamesEachKeysWritersAndWhichAreViews() throws {
    let views = try ScanFixtureSupport.scan(Self.folder).graph
    #expect(
      SharedWriterSummary(graph: views).table == """
        shared key               written by
        appStorage:display       Settings (from its view)
        appStorage:hideBalances  Home (from its view), Send (from its view), Settings (from its view), view BalanceBadge
        appStorage:theme         Settings (from its view)

        """)
    #expect(
      SharedWriterSummary(graph: views, modules: ["Elsewhere"]).table == "",
      "no row, and no table, when no kept feature writes")
    let tca2 = try ScanFixtureSupport.scan(Self.tca2Folder).graph
    #expect(
      SharedWriterSummary(graph: tca2).table == """
        shared key             written by
        appStorage:appearance  Preferences (also from its view)

        """)
  }

  @Test func theViewDrawsViewEdgesDottedAndLabelledAndAnUntiedViewAsANodeOfItsOwn() throws {
    let view = sharedStateView(graph: try ScanFixtureSupport.scan(Self.folder).graph)
    let badge = try #require(view.node("view:BalanceBadge"))
    #expect(
      [badge.label, badge.shape.rawValue, badge.fillColor] == [
        "BalanceBadge", "parallelogram", Palette.view,
      ])
    let key = "key:appStorage:hideBalances"
    #expect(
      view.edges.filter { $0.from == key || $0.to == key }.map {
        [$0.from, $0.to, $0.label, $0.style.rawValue]
      } == [
        [key, "feature:Home", "view: isSensitiveContentHidden", "dotted"],
        ["feature:Home", key, "view: isSensitiveContentHidden", "dotted"],
        [key, "feature:Send", "view: isHidden", "dotted"],
        ["feature:Send", key, "view: isHidden", "dotted"],
        [key, "feature:Settings", "", "dashed"],
        ["feature:Settings", key, "view", "dotted"],
        [key, "view:BalanceBadge", "view", "dotted"],
        ["view:BalanceBadge", key, "view", "dotted"],
      ])
    #expect(
      view.legend.map(\.label).filter { $0.hasPrefix("view") } == [
        "view tied to no store", "view: read from the feature's view",
        "view: written from the feature's view",
      ])
    let dot = DOTEmitter().emit(view)
    #expect(
      dot.contains(
        "\"feature:Settings\" -> \"key:appStorage:theme\" [label=\"view\", style=dotted, penwidth=2"
      ))
  }

  @Test func theMatrixMarksAViewsAccessInLowerCaseAndListsUntiedViewsLast() throws {
    var graph = ChannelGraphs.generatedSharedState(features: 9, channelsEach: 1)
    graph.features[0].channels = Channel.sortedAndMerged(
      (graph.features[0].channels ?? []) + [
        Channel(
          kind: .sharedState, from: .feature(graph.features[0].id), to: .sharedKey("inMemory:key0"),
          access: .writes, name: "key0", origin: .view)
      ])
    graph.sharedKeys?[1].viewUses = [
      SharedViewUse(view: "Badge", access: .writes, locations: [])
    ]
    let view = sharedStateView(graph: graph)
    let table = try #require(view.nodes.first?.table)
    #expect(table.rowGroups.last?.label == "views")
    #expect(table.rowGroups.last?.rows.map(\.label) == ["Badge"])
    #expect(table.rowGroups.last?.rows.first?.cells[1].mark == "w")
    let first = try #require(
      table.rowGroups.first?.rows.first { $0.label == graph.features[0].id.rawValue })
    #expect(first.cells[0] == TableCell(mark: "R w", fillColor: Palette.effect))
    #expect(
      view.legend.map(\.label).contains("r, w: its view reads, writes it"))
  }
}
