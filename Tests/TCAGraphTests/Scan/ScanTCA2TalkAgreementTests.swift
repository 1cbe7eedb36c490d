import TCAGraph
import Testing
import TreeIntrospect

/// `Forms/TCA2Channels` registered through `TreeIntrospect`: the garden app's features with
/// their events, preference, trigger, closure and self-dismissal. The types are `private`, so
/// their ids are their names; key types are nested as in the scanned sources.
private struct Garden: TreeIntrospectable {
  enum SunHours {}

  struct Destination: TreeIntrospectable {
    static var introspection: Introspection {
      .enumReducer(
        [
          .case("planting", Planting.self),
          .case("journal", JournalEntry.self),
        ], dialect: .tca2)
    }
  }

  static var introspection: Introspection {
    Introspection(
      body: [
        .reduce(
          .forEach("beds", action: "", Bed.self),
          .ifLet("destination", action: "destination", Destination.self),
          .ifLet("notebook", action: "notebook", Notebook.self))
      ],
      actions: [
        .child("destination", Destination.self), .child("notebook", Notebook.self),
        .case("waterAllTapped"), .case("plantTapped"),
      ],
      talk: [
        .listens(to: Planting.Planted.self), .observes(SunHours.self),
        .fires("water", in: Bed.self), .handsClosure("onCommit", to: Notebook.self),
      ],
      dialect: .tca2)
  }
}

private struct Bed: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(
      actions: [.case("sunnyTapped")], talk: [.publishes(Garden.SunHours.self)], dialect: .tca2)
  }
}

private struct Planting: TreeIntrospectable {
  enum Planted {}
  enum Wilted {}

  static var introspection: Introspection {
    Introspection(
      actions: [.case("plantTapped"), .case("cancelTapped"), .case("stored")],
      talk: [.posts(Planted.self), .dismissesItself], dialect: .tca2)
  }
}

private struct Notebook: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(actions: [.case("doneTapped")], dialect: .tca2)
  }
}

private struct JournalEntry: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(
      actions: [.case("wiltedTapped")], talk: [.posts(Planting.Wilted.self)], dialect: .tca2)
  }
}

/// TCA 2's channels registered and the same app scanned give the same channels, dialects and
/// self-dismissals: both front ends join keys with ``TalkMatching``.
@Suite struct ScanTCA2TalkAgreementTests {
  private func summary(_ graph: ArchitectureGraph) -> [String] {
    graph.features.map { feature in
      let channels = (feature.channels ?? []).map {
        "\($0.kind) \($0.access) \($0.to) \($0.name)"
      }
      return "\(feature.id) \(feature.writtenDialect) dismisses:\(feature.selfDismissals != nil) "
        + channels.joined(separator: ", ")
    }
  }

  @Test func registeredAndScannedTalkAgree() throws {
    let scanned = try ScanFixtureSupport.scan("Forms/TCA2Channels").graph
    let registered = try IntrospectionWalker.graph(from: Garden.self)
    #expect(
      summary(registered) == [
        "Bed tca2 dismisses:false preference publishes feature:Garden Garden.SunHours",
        "Garden tca2 dismisses:false trigger fires feature:Bed water",
        "Garden.Destination tca2 dismisses:false ",
        "JournalEntry tca2 dismisses:false event posts key:Planting.Wilted Planting.Wilted",
        "Notebook tca2 dismisses:false closure calls feature:Garden onCommit",
        "Planting tca2 dismisses:true event posts feature:Garden Planting.Planted",
      ])
    #expect(summary(scanned) == summary(registered))
    let derived = { (graph: ArchitectureGraph) in
      graph.channels(of: "Planting").filter { $0.kind == .dismissal }.map(\.to)
    }
    #expect(derived(registered) == [.feature("Garden")])
    #expect(derived(scanned) == derived(registered))
  }

  @Test func aPromptIsRegisteredAsATCA2Prompt() throws {
    struct Confirm: TreeIntrospectable {
      static var introspection: Introspection { .prompt(actions: [.case("yes"), .case("no")]) }
    }
    let graph = try IntrospectionWalker.graph(from: Confirm.self)
    let confirm = try #require(graph.features.first)
    #expect(confirm.isPrompt)
    #expect(confirm.writtenDialect == .tca2)
    try graph.validate()
  }
}
