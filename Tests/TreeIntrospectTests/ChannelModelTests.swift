import Foundation
import Testing
import TreeIntrospect

/// The channel model: channels derived from handlers, emissions and children, stored shared-state
/// and dependency channels, their validation, and the JSON versions.
@Suite struct ChannelModelTests {
  static let here = SourceLocation(file: "App.swift", line: 10)

  /// `App` presents `Destination` (an enum of `Editor` and `Alert`-free `Detail`) and scopes
  /// `Settings`; it matches Editor's delegate and Settings' view action; Editor emits a delegate
  /// fact and uses `dismiss`; App sends Settings an action and sets `destination` to nil.
  static func graph() -> ArchitectureGraph {
    let app = Feature(
      id: "App",
      children: [
        ChildScope(
          operator: .scope, statePath: "settings", actionPath: "settings", child: "Settings",
          order: 0, location: SourceLocation(file: "App.swift", line: 5)),
        ChildScope(
          operator: .ifLet, statePath: "$destination", actionPath: "destination",
          child: "App.Destination", order: 1, location: SourceLocation(file: "App.swift", line: 6)),
      ],
      handlers: [
        Handler(
          route: ["destination", "presented", "editor", "delegate", "saved"], owner: "Editor",
          match: .delegate,
          effects: [HandlerEffect(kind: .dismiss, target: "destination", location: here)],
          location: SourceLocation(file: "App.swift", line: 9)),
        Handler(
          route: ["settings", "view", "toggled"], owner: "Settings", match: .view,
          location: SourceLocation(file: "App.swift", line: 12)),
        Handler(route: ["view", "onAppear"], owner: "App", match: .other),
        Handler(route: ["mystery"], owner: nil, match: .unresolved),
      ],
      emissions: [
        Emission(
          route: ["settings", "refresh"], owner: "Settings", origin: .reducer,
          location: SourceLocation(file: "App.swift", line: 14))
      ])
    let destination = Feature(
      id: "App.Destination", kind: .enumReducer,
      children: [
        ChildScope(operator: .enumCase, statePath: "editor", actionPath: "editor", child: "Editor", order: 0),
        ChildScope(operator: .enumCase, statePath: "detail", actionPath: "detail", child: "Detail", order: 1),
      ])
    let editor = Feature(
      id: "Editor",
      emissions: [
        Emission(
          route: ["delegate", "saved"], owner: "Editor", lane: .delegate, origin: .effect,
          location: SourceLocation(file: "Editor.swift", line: 20))
      ],
      channels: [
        Channel(
          kind: .dependency, from: .feature("Editor"), to: .dependency("dismiss"), access: .uses,
          name: "dismiss", locations: [SourceLocation(file: "Editor.swift", line: 3)]),
        Channel(
          kind: .sharedState, from: .feature("Editor"), to: .sharedKey("appStorage:draft"),
          access: .writes, name: "draft", locations: [SourceLocation(file: "Editor.swift", line: 22)]),
      ])
    return ArchitectureGraph(
      roots: ["App"],
      features: [app, destination, editor, Feature(id: "Detail"), Feature(id: "Settings")],
      sharedKeys: [SharedKey(id: "appStorage:draft", storage: .appStorage, key: "draft", valueType: "String")],
      dependencyClients: [DependencyClient(id: "dismiss", property: "dismiss", library: "Dependencies")])
  }

  static func summary(_ channels: [Channel]) -> [String] {
    channels.map { "\($0.kind.rawValue) \($0.from.id) -\($0.access.rawValue)-> \($0.to) \($0.name)" }
  }

  @Test func aParentsChannelsAreDerivedFromItsHandlersEmissionsAndChildren() {
    #expect(
      Self.summary(Self.graph().channels(of: "App")) == [
        "actionMatch App -handles-> feature:Editor destination.presented.editor.delegate.saved",
        "actionMatch App -handles-> feature:Settings settings.view.toggled",
        "childAction App -sends-> feature:Settings settings.refresh",
        "presentation App -presents-> feature:Detail destination",
        "presentation App -presents-> feature:Editor destination",
        "dismissal App -dismisses-> feature:Detail destination",
        "dismissal App -dismisses-> feature:Editor destination",
      ])
  }

  @Test func aChildsDelegateFactReachesTheFeatureThatComposesItsEnum() {
    #expect(
      Self.summary(Self.graph().channels(of: "Editor")) == [
        "delegateEmission Editor -emits-> feature:App delegate.saved",
        "dismissal Editor -dismisses-> feature:App dismiss",
        "sharedState Editor -writes-> sharedKey:appStorage:draft draft",
        "dependency Editor -uses-> dependency:dismiss dismiss",
      ])
  }

  @Test func derivedChannelsKeepTheirLocations() {
    let channels = Self.graph().channels(of: "App")
    #expect(channels.first { $0.kind == .childAction }?.locations == [SourceLocation(file: "App.swift", line: 14)])
    #expect(channels.first { $0.kind == .dismissal }?.locations == [Self.here])
  }

  @Test func equalChannelsMergeWithTheirLocationsJoinedAndSorted() {
    let late = SourceLocation(file: "A.swift", line: 9)
    let early = SourceLocation(file: "A.swift", line: 2)
    let channel = { (location: TreeIntrospect.SourceLocation) in
      Channel(
        kind: .dependency, from: .feature("A"), to: .dependency("uuid"), access: .uses,
        name: "uuid", locations: [location])
    }
    let merged = Channel.sortedAndMerged([channel(late), channel(early), channel(late)])
    #expect(merged.count == 1)
    #expect(merged.first?.locations == [early, late])
  }

  @Test func aCurrentGraphRoundTripsItsKeysClientsAndChannels() throws {
    let graph = Self.graph()
    let data = try graph.jsonData()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"schemaVersion\" : 4"))
    #expect(text.contains("\"sharedKeys\""))
    #expect(try ArchitectureGraph(jsonData: data) == graph)
  }

  @Test func aGraphWithoutChannelsWritesNoChannelKeys() throws {
    let text = String(
      decoding: try ArchitectureGraph(roots: ["A"], features: [Feature(id: "A")]).jsonData(), as: UTF8.self)
    #expect(!text.contains("channels"))
    #expect(!text.contains("sharedKeys"))
    #expect(!text.contains("dependencyClients"))
  }

  @Test func aVersion2FileStillLoads() throws {
    let json = #"{"schemaVersion": 2, "roots": ["A"], "features": [{"id": "A", "kind": "reducer", "stateFields": [], "actions": [], "children": [], "handlers": [], "emissions": []}]}"#
    let graph = try ArchitectureGraph(jsonData: Data(json.utf8))
    #expect(graph.schemaVersion == ArchitectureGraph.currentSchemaVersion)
    #expect(graph.sharedKeys == nil)
    #expect(graph.channels(of: "A") == [])
  }

  static func error(_ edit: (inout ArchitectureGraph) -> Void) throws -> String? {
    var graph = graph()
    edit(&graph)
    do {
      _ = try ArchitectureGraph(jsonData: try graph.jsonData())
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// The index of Editor in the graph's sorted features.
  static let editor = 3

  @Test func aStoredChannelTowardAKeyTheGraphLacksIsRefusedWithItsPlace() throws {
    let message = try Self.error { $0.sharedKeys = nil }
    #expect(
      message
        == "not a tca-graph architecture graph: at features[3].channels[0].to: no shared key "
        + "'appStorage:draft' in the graph's sharedKeys")
  }

  @Test func aStoredDerivedKindIsRefused() throws {
    let message = try Self.error { $0.features[Self.editor].channels?[0].kind = .actionMatch }
    #expect(
      message
        == "not a tca-graph architecture graph: at features[3].channels[0].kind: 'actionMatch' "
        + "channels are derived from handlers, emissions and children, not stored")
  }

  @Test func anAccessItsKindDoesNotAllowIsRefused() throws {
    #expect(try Self.error { $0.features[Self.editor].channels?[0].access = .reads } == nil)
    let wrong = try Self.error { $0.features[Self.editor].channels?[1].access = .reads }
    #expect(
      wrong
        == "not a tca-graph architecture graph: at features[3].channels[1].access: a 'dependency' "
        + "channel overrides or uses, not 'reads'")
  }

  @Test func aChannelOpenedByAnotherFeatureIsRefused() throws {
    let message = try Self.error { $0.features[Self.editor].channels?[0].from = .feature("App") }
    #expect(
      message
        == "not a tca-graph architecture graph: at features[3].channels[0].from: a feature's "
        + "channel starts at the feature, not 'feature:App'")
  }

  @Test func aKeyGivenTwiceAndADanglingDerivationAreRefused() throws {
    let twice = try Self.error { graph in graph.sharedKeys = (graph.sharedKeys ?? []) + (graph.sharedKeys ?? []) }
    #expect(
      twice == "not a tca-graph architecture graph: at sharedKeys[1].id: shared key 'appStorage:draft' is given twice")
    let dangling = try Self.error {
      $0.sharedKeys?.append(SharedKey(id: "handedIn:B.draft", storage: .handedIn, derivedFrom: "appStorage:gone"))
    }
    #expect(
      dangling
        == "not a tca-graph architecture graph: at sharedKeys[1].derivedFrom: no shared key 'appStorage:gone' in the graph")
  }

  @Test func aTCA2ChannelEndsAtAFeatureOrForEventsAndPreferencesAtItsKey() throws {
    let event = Channel(
      kind: .event, from: .feature("Editor"), to: .key("Editor.Saved"), access: .posts,
      name: "Editor.Saved")
    #expect(try Self.error { $0.features[Self.editor].channels?.append(event) } == nil)
    var trigger = event
    trigger.kind = .trigger
    trigger.access = .fires
    #expect(
      try Self.error { $0.features[Self.editor].channels?.append(trigger) }
        == "not a tca-graph architecture graph: at features[3].channels[2].to: a 'trigger' "
        + "channel ends at a feature, not 'key:Editor.Saved'")
    var listens = event
    listens.access = .publishes
    #expect(
      try Self.error { $0.features[Self.editor].channels?.append(listens) }
        == "not a tca-graph architecture graph: at features[3].channels[2].access: a 'event' "
        + "channel listens or posts, not 'publishes'")
  }

  @Test func aSelfDismissalOutOfRangeIsRefusedWithItsPlace() throws {
    let message = try Self.error {
      $0.features[Self.editor].selfDismissals = [SourceLocation(file: "A.swift", line: -1)]
    }
    #expect(message?.contains("at features[3].selfDismissals[0]") == true, "\(message ?? "")")
  }
}
