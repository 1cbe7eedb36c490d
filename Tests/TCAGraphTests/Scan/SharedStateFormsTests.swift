import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// `@Shared` and `@SharedReader` as the compiler reads them: each key form resolved to its storage
/// and key (custom keys through their declarations in another file, string constants through
/// `static let`), handed-in state derived from the parent's key, writes through `withLock` and
/// direct mutation, and the keys that cannot be resolved drawn as such with a note.
@Suite struct SharedStateFormsTests {
  private static let folder = "Forms/SharedState/"
  private static let cartKey = "fileStorage:.documentsDirectory.appending(component: \"cart.json\")"

  private func scanned() throws -> ScanResult {
    try ScanFixtureSupport.scan("Forms/SharedState")
  }

  private func at(_ file: String, _ line: Int, _ column: Int) -> TreeIntrospect.SourceLocation {
    TreeIntrospect.SourceLocation(file: Self.folder + file, line: line, column: column)
  }

  private func key(_ id: String) throws -> SharedKey {
    try #require(try scanned().graph.sharedKey(id), "\(id) is among the keys")
  }

  private func channel(
    _ feature: String, _ access: ChannelAccess, _ name: String, _ key: String,
    _ locations: [TreeIntrospect.SourceLocation]
  ) -> Channel {
    Channel(
      kind: .sharedState, from: .feature(FeatureID(feature)), to: .sharedKey(key), access: access,
      name: name, locations: locations)
  }

  @Test func appStorageWithALiteralKeyAndAnInferredType() throws {
    #expect(
      try key("appStorage:profile")
        == SharedKey(
          id: "appStorage:profile", storage: .appStorage, key: "profile", valueType: "Profile",
          defaultValue: "Profile()", location: at("Settings.swift", 14, 41),
          module: "SharedState"))
  }

  @Test func aCustomReaderKeyAndTheLiteralKeyItWrapsAreOneKey() throws {
    #expect(
      try key("appStorage:isOn")
        == SharedKey(
          id: "appStorage:isOn", storage: .appStorage, key: "isOn", name: "isOn",
          valueType: "Bool", defaultValue: "false", location: at("Keys.swift", 11, 14),
          module: "SharedState"))
  }

  @Test func customFileStorageKeyDeclaredInAnotherFile() throws {
    #expect(
      try key(Self.cartKey)
        == SharedKey(
          id: Self.cartKey, storage: .fileStorage,
          key: ".documentsDirectory.appending(component: \"cart.json\")", name: "cart",
          valueType: "IdentifiedArrayOf<CartItem>", defaultValue: "[]",
          location: at("Keys.swift", 5, 14), module: "SharedState"))
  }

  @Test func aCustomKeyFunctionInterpolatingItsArgumentIsUnresolvedUnderItsName() throws {
    let body =
      "Self[ .fileStorage(.documentsDirectory.appending(component: \"draft-\\(id).json\")), "
      + "default: Draft()]"
    let key = try key("unresolved:" + body)
    #expect(key.storage == .unresolved)
    #expect(key.name == "draft")
    #expect(key.location == at("Keys.swift", 25, 15))
    #expect(
      key.unresolvedReason
        == "the key '.documentsDirectory.appending(component: \"draft-\\(id).json\")' "
        + "interpolates 'id', so which key it names is known only when the app runs")
  }

  @Test func customKeyBodiesWithoutSelfSubscript() throws {
    #expect(
      try key("appStorage:nickname")
        == SharedKey(
          id: "appStorage:nickname", storage: .appStorage, key: "nickname", name: "nickname",
          valueType: "String", location: at("Keys.swift", 15, 14), module: "SharedState"))
    #expect(
      try key("inMemory:badgeCount")
        == SharedKey(
          id: "inMemory:badgeCount", storage: .inMemory, key: "badgeCount", name: "badgeCount",
          valueType: "Int", defaultValue: "0", location: at("Keys.swift", 19, 14),
          module: "SharedState"))
  }

  @Test func fileStorageOfAStaticURLIsKeyedByTheExpression() throws {
    #expect(
      try key("fileStorage:URL.settingsFile")
        == SharedKey(
          id: "fileStorage:URL.settingsFile", storage: .fileStorage, key: "URL.settingsFile",
          valueType: "Preferences", defaultValue: "Preferences()",
          location: at("Settings.swift", 12, 49), module: "SharedState"))
  }

  @Test func stringConstantsResolveThroughStaticLets() throws {
    #expect(try key("appStorage:hasOnboarded").key == "hasOnboarded", "Keys.onboarded")
    #expect(try key("appStorage:theme").key == "theme", ".theme, a static let of String")
    let graph = try scanned().graph
    #expect(!(graph.sharedKeys ?? []).contains { $0.id == "appStorage:Keys.onboarded" })
  }

  @Test func aKeyTypeOfTheAppsOwnIsCustomByTypeOrByStaticName() throws {
    #expect(
      try key("custom:SessionKey")
        == SharedKey(
          id: "custom:SessionKey", storage: .custom, name: "session",
          location: at("Keys.swift", 33, 14), module: "SharedState"))
    let editor = try #require(try scanned().graph.feature("CartEditor"))
    let session = editor.channels?.filter { $0.to == .sharedKey("custom:SessionKey") }
    #expect(session?.map(\.name) == ["sessionToken", "token"])
  }

  @Test func handedInStateIsDerivedFromTheParentsKeyItIsHandedFrom() throws {
    #expect(
      try key("handedIn:CartEditor.items")
        == SharedKey(
          id: "handedIn:CartEditor.items", storage: .handedIn,
          valueType: "IdentifiedArrayOf<CartItem>", derivedFrom: Self.cartKey,
          location: at("CartEditor.swift", 8, 17), module: "SharedState"))
    #expect(
      try key("handedIn:CartSummary.items").derivedFrom == Self.cartKey,
      "CartSummary.State(items: self.$items) and .init(items: state.$items)")
    #expect(
      try key("handedIn:ProfileBadge.name").derivedFrom == "appStorage:profile", "$profile.name")
  }

  @Test func freshSharedValuesDeriveFromNothing() throws {
    #expect(
      try key("handedIn:CartEditor.draft")
        == SharedKey(
          id: "handedIn:CartEditor.draft", storage: .handedIn, valueType: "Draft",
          location: at("CartEditor.swift", 7, 17), module: "SharedState"))
    #expect(try key("handedIn:CartSummary.total").derivedFrom == nil)
  }

  @Test func twoFeaturesNamingTheSameKeyReachTheSameKey() throws {
    let graph = try scanned().graph
    let readers = graph.features.filter { feature in
      feature.channels?.contains { $0.to == .sharedKey("inMemory:badgeCount") } ?? false
    }
    #expect(readers.map(\.id) == ["Cart", "Settings"])
  }

  @Test func writesThroughWithLockAndDirectMutationReadsEverywhereElse() throws {
    let graph = try scanned().graph
    let cart = try #require(graph.feature("Cart"))
    let itemReads: [TreeIntrospect.SourceLocation] = [
      at("Cart.swift", 7, 24), at("Cart.swift", 13, 47), at("Cart.swift", 36, 72),
      at("Cart.swift", 40, 38),
    ]
    let badgeWrites = [at("Cart.swift", 33, 9), at("Cart.swift", 39, 9)]
    let expected: [Channel] = [
      channel("Cart", .reads, "items", Self.cartKey, itemReads),
      channel("Cart", .writes, "items", Self.cartKey, [at("Cart.swift", 32, 9)]),
      channel("Cart", .reads, "badgeCount", "inMemory:badgeCount", [at("Cart.swift", 8, 30)]),
      channel("Cart", .writes, "badgeCount", "inMemory:badgeCount", badgeWrites),
    ]
    #expect(cart.channels == expected)
    let settings = try #require(graph.feature("Settings"))
    let writes = settings.channels?.filter { $0.access == .writes }
    let expectedWrites: [Channel] = [
      channel("Settings", .writes, "isOn", "appStorage:isOn", [at("Settings.swift", 36, 9)]),
      channel(
        "Settings", .writes, "nickname", "appStorage:nickname", [at("Settings.swift", 39, 9)]),
      channel(
        "Settings", .writes, "theme", "appStorage:theme", [at("Settings.swift", 43, 11)]),
    ]
    #expect(writes == expectedWrites)
    let editor = try #require(graph.feature("CartEditor"))
    let expectedItems: [Channel] = [
      channel(
        "CartEditor", .reads, "items", "handedIn:CartEditor.items",
        [at("CartEditor.swift", 8, 17)]),
      channel(
        "CartEditor", .writes, "items", "handedIn:CartEditor.items",
        [at("CartEditor.swift", 27, 9)]),
    ]
    #expect(
      editor.channels?.filter { $0.name == "items" } == expectedItems,
      "state.items.removeAll() writes")
  }

  @Test func unresolvableKeysAreDrawnAsSuchWithANoteNamingFileAndLine() throws {
    let result = try scanned()
    let unresolved = (result.graph.sharedKeys ?? []).filter { $0.storage == .unresolved }
    #expect(
      unresolved.map(\.id) == [
        "unresolved:.appStorage(\"legacy-\" + suffix)", "unresolved:.appStorage(Keys.missing)",
        "unresolved:.remoteFlag",
        "unresolved:Self[ .fileStorage(.documentsDirectory.appending(component: \"draft-\\(id)"
          + ".json\")), default: Draft()]",
        "unresolved:UnknownKey()",
      ])
    #expect(
      try key("unresolved:.remoteFlag")
        == SharedKey(
          id: "unresolved:.remoteFlag", storage: .unresolved, key: ".remoteFlag",
          valueType: "Bool", defaultValue: "false",
          unresolvedReason:
            "no static key 'remoteFlag' is declared in an extension of SharedKey or "
            + "SharedReaderKey among the scanned sources",
          location: at("Legacy.swift", 7, 30), module: "SharedState"))
    let notes = result.unresolved.filter { $0.message.contains("shared key") }
    #expect(
      notes.map { "\($0.location.map(\.description) ?? "")" } == [
        "Forms/SharedState/CartEditor.swift:9:28", "Forms/SharedState/Legacy.swift:6:44",
        "Forms/SharedState/Legacy.swift:7:30", "Forms/SharedState/Legacy.swift:8:50",
        "Forms/SharedState/Legacy.swift:9:31",
      ])
    #expect(
      notes.dropFirst().first?.message
        == "cannot resolve the shared key '.appStorage(Keys.missing)' of "
        + "'Legacy.State.migrated': 'Keys.missing' is not a string constant ('static let') or a "
        + "String enum's raw value the scan found; it is drawn as unresolved (declare it in an "
        + "extension of SharedKey, or "
        + "name a string constant the scan reads)")
    #expect(result.diagnostics == [], "nothing but notes")
  }

  @Test func theDumpRoundTripsAndValidates() throws {
    let graph = try scanned().graph
    #expect(graph.sharedKeys?.count == 19)
    let decoded = try ArchitectureGraph(jsonData: try graph.jsonData())
    #expect(decoded == graph)
    try decoded.validate()
  }

  @Test func aKeyNamingAnotherCustomKeyFollowsTheChain() {
    let result = ScanFixtureSupport.scan(
      source: """
        extension SharedKey where Self == AppStorageKey<Bool>.Default {
          static var isOn: Self { Self[.appStorage("isOn"), default: false] }
          static var enabled: Self { .isOn }
        }
        @Reducer struct Toggle {
          struct State { @Shared(.enabled) var enabled }
          enum Action { case tapped }
          var body: some ReducerOf<Self> { Reduce { state, action in .none } }
        }
        """)
    let key = result.graph.sharedKeys?.first
    #expect(key?.id == "appStorage:isOn")
    #expect(key?.name == "enabled")
    #expect(key?.defaultValue == "false")
  }

  @Test func pre1_16MutationOfASharedFieldIsAWrite() {
    let result = ScanFixtureSupport.scan(
      source: """
        @Reducer struct Counter {
          struct State {
            @Shared(.inMemory("count")) var count = 0
            @Shared(.inMemory("log")) var log: [String] = []
          }
          enum Action { case tapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.count += 1
              state.log.append("tap")
              if state.count == 2 { return .none }
              return .none
            }
          }
        }
        """)
    let channels = result.graph.feature("Counter")?.channels ?? []
    #expect(
      channels.map { "\($0.access.rawValue) \($0.name) \($0.locations.map(\.line))" } == [
        "reads count [3, 11]", "writes count [9]", "reads log [4]", "writes log [10]",
      ])
  }

  @Test func customKeysResolveAcrossModulesByWhatEachModuleSees() throws {
    let result = try ScanFixtureSupport.scan("Modules/SharedKeysAcrossModules")
    let folder = "Modules/SharedKeysAcrossModules/Sources/"
    #expect(result.unresolved == [])
    #expect(
      result.graph.sharedKey("appStorage:isPremium")
        == SharedKey(
          id: "appStorage:isPremium", storage: .appStorage, key: "isPremium", name: "isPremium",
          valueType: "Bool", defaultValue: "false",
          location: TreeIntrospect.SourceLocation(
            file: folder + "Keys/AppKeys.swift", line: 5, column: 21),
          module: "Keys"))
    let keysOf = { (feature: FeatureID) in
      Set(result.graph.feature(feature)?.channels?.map(\.to.id) ?? [])
    }
    #expect(
      keysOf("Home") == ["appStorage:isPremium", "appStorage:userName", "appStorage:session"],
      "Home sees the Keys module's .session, not Profile's")
    #expect(
      keysOf("Profile")
        == ["appStorage:isPremium", "appStorage:userName", "inMemory:profileSession"],
      "Profile's own .session comes before the one of the module it imports")
  }

  /// A reducer arm that declares `@Shared(.key) var x` and writes `$x.withLock { … }`: the feature
  /// reads and writes that key, even with a state field of the same name holding another key; a
  /// local of a view holding no store belongs to no feature, but to the view (``SharedKey/viewUses``).
  @Test func aLocalSharedDeclarationInAReducerArmIsTheFeaturesChannel() {
    let result = ScanFixtureSupport.scan(
      source: """
        @Reducer struct Detail {
          struct State {
            @Shared(.inMemory("draft")) var items: [String] = []
          }
          enum Action { case deleteTapped, renameTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .deleteTapped:
                @Shared(.appStorage("items")) var items: [String] = []
                $items.withLock { $0.removeAll() }
                return .none
              case .renameTapped:
                state.$items.withLock { $0.append("x") }
                return .none
              }
            }
          }
        }
        struct DetailView: View {
          var body: some View {
            @Shared(.inMemory("other")) var other = 0
            Text("")
          }
        }
        """)
    let channels = result.graph.feature("Detail")?.channels ?? []
    #expect(
      channels.map { "\($0.access.rawValue) \($0.to.id) \($0.locations.map(\.line))" } == [
        "reads appStorage:items [10]", "writes appStorage:items [11]",
        "reads inMemory:draft [3]", "writes inMemory:draft [14]",
      ])
    #expect(
      result.graph.sharedKeys?.map(\.id) == [
        "appStorage:items", "inMemory:draft", "inMemory:other",
      ])
    #expect(
      result.graph.sharedKey("inMemory:other")?.viewUses == [
        SharedViewUse(
          view: "DetailView", access: .reads,
          locations: [TreeIntrospect.SourceLocation(file: "Fixture.swift", line: 22, column: 37)])
      ])
  }
}
