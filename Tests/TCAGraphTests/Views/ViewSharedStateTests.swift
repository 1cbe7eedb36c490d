import TCAGraph
import Testing
import TreeIntrospect

@Suite struct ViewSharedStateTests {
  @Test func eachKeyIsOneNodeShapedByItsStorageAndLabelledWithKeyAndType() throws {
    let view = sharedStateView(graph: ChannelGraphs.sharedStateApp())
    let keys = view.nodes.filter { $0.id.hasPrefix("key:") }
    #expect(
      keys.map { [$0.id, $0.label, $0.shape.rawValue] } == [
        ["key:appStorage:isOn", ".appStorage(\"isOn\")\nBool", "cylinder"],
        ["key:custom:featureFlags", ".featureFlags\nFeatureFlags", "hexagon"],
        ["key:fileStorage:cart.json", ".fileStorage(cart.json)\nIdentifiedArrayOf<Item>", "note"],
        ["key:handedIn:Profile.user", "@Shared Profile.user\nUser", "ellipse"],
        ["key:inMemory:session", ".inMemory(\"session\")\nSession", "box3d"],
        ["key:unresolved:.appStorage(keyName)", ".appStorage(keyName)\n(unresolved)", "box"],
      ])
    #expect(
      view.nodes.filter { $0.id.hasPrefix("feature:") }.map(\.label) == [
        "App", "Cart", "Onboarding", "Profile", "Settings",
      ])
    #expect(
      view.node("key:appStorage:isOn")?.tooltip
        == "appStorage:isOn\ndefault: false\nSources/App/Settings.swift:4:5")
  }

  @Test func anUnresolvedKeyIsDashedAndUnfilledNeverLikeAResolvedOne() throws {
    let view = sharedStateView(graph: ChannelGraphs.sharedStateApp())
    let unresolved = try #require(view.node("key:unresolved:.appStorage(keyName)"))
    #expect(unresolved.style == .dashed)
    #expect(unresolved.fillColor == nil)
    #expect(unresolved.tooltip?.contains("not resolved: the key is a variable") == true)
    for node in view.nodes where node.id.hasPrefix("key:") && node.id != unresolved.id {
      #expect(!node.style.contains(.dashed), "\(node.id)")
    }
  }

  @Test func aKeySeveralFeaturesTouchIsFilledAndOneFeaturesKeyIsNot() throws {
    let view = sharedStateView(graph: ChannelGraphs.sharedStateApp())
    let filled = view.nodes.filter { $0.id.hasPrefix("key:") && $0.fillColor != nil }.map(\.id)
    #expect(filled == ["key:appStorage:isOn", "key:fileStorage:cart.json", "key:inMemory:session"])
    #expect(view.node("key:custom:featureFlags")?.style == [])
  }

  @Test func readsPointIntoTheFeatureAndWritesIntoTheKeyLabelledByAFieldNamedOtherwise() throws {
    let view = sharedStateView(graph: ChannelGraphs.sharedStateApp())
    let edges = view.edges.map { [$0.from, $0.to, $0.label, $0.style.rawValue, $0.color ?? ""] }
    #expect(
      edges == [
        [
          "key:inMemory:session", "key:handedIn:Profile.user", "handed in", "dotted",
          Palette.sameDomain,
        ],
        ["key:custom:featureFlags", "feature:App", "flags", "dashed", Palette.read],
        ["key:fileStorage:cart.json", "feature:App", "", "dashed", Palette.read],
        ["feature:App", "key:inMemory:session", "", "bold", Palette.write],
        ["feature:Cart", "key:fileStorage:cart.json", "items", "bold", Palette.write],
        [
          "key:unresolved:.appStorage(keyName)", "feature:Onboarding", "seen", "dashed",
          Palette.read,
        ],
        ["key:appStorage:isOn", "feature:Profile", "", "dashed", Palette.read],
        ["feature:Profile", "key:handedIn:Profile.user", "", "bold", Palette.write],
        ["key:appStorage:isOn", "feature:Settings", "", "dashed", Palette.read],
        ["feature:Settings", "key:appStorage:isOn", "", "bold", Palette.write],
        ["key:inMemory:session", "feature:Settings", "", "dashed", Palette.read],
      ])
  }

  @Test func theLegendListsWhatThePictureDraws() throws {
    let view = sharedStateView(graph: ChannelGraphs.sharedStateApp())
    #expect(
      view.legend.map(\.label) == [
        "feature", ".appStorage: user defaults", ".fileStorage: a file",
        ".inMemory: memory, app-wide", "custom SharedKey of the app",
        "@Shared var handed in by a parent", "(unresolved): a key the scanner could not read",
        "unfilled: only one feature touches the key", "reads (key → feature)",
        "writes (feature → key)", "handed in: projected from a parent's key",
      ])
    let onlyReads = ArchitectureGraph(
      roots: ["A"],
      features: [Feature(id: "A", channels: [ChannelGraphs.reads("inMemory:x", "x", 1, in: "A")])],
      sharedKeys: [SharedKey(id: "inMemory:x", storage: .inMemory, key: "x")])
    #expect(
      sharedStateView(graph: onlyReads).legend.map(\.label) == [
        "feature", ".inMemory: memory, app-wide", "unfilled: only one feature touches the key",
        "reads (key → feature)",
      ])
  }

  @Test func anEdgeKeepsItsFieldOnlyWhenTheFieldIsNamedOtherwiseThanTheKey() throws {
    let keys = [
      SharedKey(
        id: "inMemory:sharedStateKey_exchangeRate", storage: .inMemory,
        key: "sharedStateKey_exchangeRate"),
      SharedKey(id: "fileStorage:cart.json", storage: .fileStorage, key: "cart.json"),
      SharedKey(id: "custom:flags", storage: .custom, name: "featureFlags"),
    ]
    let graph = ArchitectureGraph(
      roots: ["A"],
      features: [
        Feature(
          id: "A",
          channels: [
            ChannelGraphs.reads("inMemory:sharedStateKey_exchangeRate", "exchangeRate", 1, in: "A"),
            ChannelGraphs.reads(
              "inMemory:sharedStateKey_exchangeRate", "currencyConversion", 2, in: "A"),
            ChannelGraphs.writes("fileStorage:cart.json", "cart", 3, in: "A"),
            ChannelGraphs.writes("fileStorage:cart.json", "items", 4, in: "A"),
            ChannelGraphs.reads("custom:flags", "featureFlags", 5, in: "A"),
            ChannelGraphs.reads("custom:flags", "flags", 6, in: "A"),
            ChannelGraphs.reads("inMemory:gone", "gone", 7, in: "A"),
          ])
      ], sharedKeys: keys)
    #expect(
      sharedStateView(graph: graph).edges.map {
        [$0.tooltip?.components(separatedBy: "\n")[0], $0.label]
      }
        == [
          ["featureFlags", ""], ["flags", "flags"], ["cart", ""], ["items", "items"], ["gone", ""],
          ["currencyConversion", "currencyConversion"], ["exchangeRate", ""],
        ])
  }

  @Test func aKeyTheGraphDoesNotHoldIsDashedAndSaysSo() throws {
    let graph = ArchitectureGraph(
      roots: ["A"],
      features: [
        Feature(id: "A", channels: [ChannelGraphs.writes("inMemory:gone", "g", 2, in: "A")])
      ])
    let view = sharedStateView(graph: graph)
    let node = try #require(view.node("key:inMemory:gone"))
    #expect(node.label == "inMemory:gone\n(not in the graph)")
    #expect(node.style == .dashed)
    #expect(view.legend.map(\.label).contains("key not in the graph"))
  }

  @Test func aGraphWithoutSharedStateSaysSo() throws {
    let view = sharedStateView(graph: try ExampleGraphs.lessonsApp())
    #expect(view.nodes.map(\.label) == ["no shared state: no feature uses @Shared"])
    #expect(view.edges.isEmpty)
    #expect(view.legend.map(\.label) == ["shows @Shared keys and who reads and writes them"])
  }
}
