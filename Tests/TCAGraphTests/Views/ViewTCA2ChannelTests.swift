import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// TCA 2's channels in the pictures: each kind with its own edge style and legend row in the
/// delegate flow, a post nobody hears drawn to a note, and what a feature publishes in its lanes.
@Suite struct ViewTCA2ChannelTests {
  private func graph() throws -> ArchitectureGraph {
    try ScanFixtureSupport.scan("Forms/TCA2Channels").graph
  }

  private func edges(_ flow: GraphDescription) -> [[String]] {
    flow.edges.map { [$0.from, $0.to, $0.label, $0.style.rawValue, $0.color ?? "none"] }
  }

  @Test func eachKindHasItsStyleAndItsLegendRow() throws {
    let flow = delegateFlowView(graph: try graph())
    #expect(
      edges(flow) == [
        ["feature:Planting", "feature:Garden", "dismiss()", "dashed", Palette.write],
        ["feature:Bed", "feature:Garden", "preference SunHours", "dashed", Palette.preference],
        ["feature:Garden", "feature:Bed", "trigger water", "solid", Palette.trigger],
        [
          "feature:JournalEntry", "unheard:event:Planting.Wilted", "event Wilted", "bold",
          Palette.event,
        ],
        ["feature:Notebook", "feature:Garden", "closure onCommit", "dotted", Palette.closure],
        ["feature:Planting", "feature:Garden", "event Planted", "bold", Palette.event],
      ])
    #expect(flow.node("unheard:event:Planting.Wilted")?.label == "no scanned ancestor\nhears Wilted")
    #expect(flow.node("feature:Garden")?.fillColor == Palette.root, "Garden hears: a matcher")
    #expect(
      flow.legend.map { $0.label.replacingOccurrences(of: "\n", with: " ") } == [
        "child publishing a fact", "reducer that matches it, or feature that hears it",
        "event: store.post, heard by .onEvent",
        "preference: .preference, observed by .onPreferenceChange",
        "calls a closure its parent handed in", "fires a child's @Trigger",
        "dismisses: dismiss, pop, removeLast", "an event or preference no scanned ancestor hears",
      ])
  }

  @Test func aFeaturesFlowKeepsOnlyTheChannelsItIsAnEndOf() throws {
    let flow = delegateFlowView(graph: try graph(), around: "Notebook")
    #expect(edges(flow) == [["feature:Notebook", "feature:Garden", "closure onCommit", "dotted", Palette.closure]])
  }

  @Test func theDarkThemeHasALighterLineForEachKind() {
    for color in [Palette.event, Palette.preference, Palette.trigger, Palette.closure] {
      #expect(Palette.Dark.strokes[color] != nil, "\(color)")
    }
  }

  @Test func lanesListWhatAFeaturePublishesAndWhoHearsIt() throws {
    let graph = try graph()
    let planting = featureLanesView(for: "Planting", in: graph)
    #expect(planting.node("published")?.label == "published (TCA 2)\n\nevent Planted")
    #expect(planting.node("hearers")?.label == "heard by\nGarden")
    #expect(planting.edges.contains { $0.from == "reducer" && $0.to == "effect" && $0.label == "store.addTask" })
    let journal = featureLanesView(for: "JournalEntry", in: graph)
    #expect(journal.node("hearers")?.label == "no scanned ancestor\nhears it")
    #expect(featureLanesView(for: "Garden", in: graph).node("published") == nil)
  }

  @Test func lanesListWhatAFeatureHearsAndFromWhom() throws {
    let graph = try graph()
    let garden = featureLanesView(for: "Garden", in: graph)
    #expect(
      garden.node("heard")?.label
        == "heard (TCA 2)\n\nclosure onCommit (Notebook)\nevent Planted (Planting)\n"
        + "preference SunHours (Bed)")
    #expect(garden.edges.contains { $0.from == "heard" && $0.to == "reducer" })
    #expect(featureLanesView(for: "Bed", in: graph).node("heard")?.label == "heard (TCA 2)\n\ntrigger water (Garden)")
    #expect(featureLanesView(for: "Notebook", in: graph).node("heard") == nil)
  }
}
