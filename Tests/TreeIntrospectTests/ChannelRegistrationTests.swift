import Testing
import TreeIntrospect

extension SharedKey {
  fileprivate static let isOn = SharedKey.persisted(
    .appStorage, key: "isOn", valueType: "Bool", defaultValue: "false")
  fileprivate static let session = SharedKey.persisted(
    .inMemory, key: "session", valueType: "Session")
  fileprivate static let cart = SharedKey.customKey(
    named: "cart", valueType: "Cart", module: "Shop")
}

extension DependencyClient {
  fileprivate static let apiClient = DependencyClient.property(
    "apiClient", keyType: "APIClient", valueType: "APIClient", module: "Clients")
  fileprivate static let haptics = DependencyClient.key(
    "Haptics", valueType: "Haptics", module: "Clients")
}

/// A feature that reaches shared state and clients, and presents a child that dismisses itself.
struct RegisteredSettings: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(
      body: [
        .reduce(.ifLet("$account", action: "account", RegisteredAccount.self)),
        .sameDomain(RegisteredAudit.self),
      ],
      actions: [.presentation("account", RegisteredAccount.self), .case("toggled")],
      dependencies: [
        .uses(.apiClient),
        .uses(.library(.continuousClock), as: "clock"),
        .overrides(.apiClient),
      ],
      sharedState: [
        .reads("isOn", from: .isOn),
        .writes("isOn", to: .isOn),
        .reads("cart", from: .cart),
      ])
  }
}

struct RegisteredAccount: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(
      actions: [.case("closeTapped")],
      dependencies: [.uses(.library(.dismiss)), .uses(.apiClient, as: "api")],
      sharedState: [.writesHandedIn("session", valueType: "Session", derivedFrom: .session)])
  }
}

/// A logic reducer on RegisteredSettings' domain, whose channels are RegisteredSettings'.
struct RegisteredAudit: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(actions: [], dependencies: [.uses(.haptics, as: "haptics")])
  }
}

struct RegisteredConflict: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(
      body: [.scope("settings", RegisteredSettings.self)],
      actions: [.child("settings", RegisteredSettings.self)],
      dependencies: [.uses(.property("apiClient", keyType: "OtherKey"))])
  }
}

/// Registered dependencies and shared state become the channels, clients and keys the scanner
/// gives for the same code.
@Suite struct ChannelRegistrationTests {
  private func channel(
    _ kind: ChannelKind, _ from: FeatureID, _ to: ChannelEnd, _ access: ChannelAccess,
    _ name: String
  ) -> Channel {
    Channel(kind: kind, from: .feature(from), to: to, access: access, name: name)
  }

  @Test func registeredClientsAreListedOnce() throws {
    let graph = try IntrospectionWalker.graph(from: RegisteredSettings.self)
    #expect(
      graph.dependencyClients == [
        DependencyClient(
          id: "Haptics", keyType: "Haptics", valueType: "Haptics", module: "Clients"),
        DependencyClient(
          id: "apiClient", property: "apiClient", keyType: "APIClient", valueType: "APIClient",
          module: "Clients"),
        DependencyClient(
          id: "continuousClock", property: "continuousClock", valueType: "any Clock<Duration>",
          library: "Dependencies"),
        DependencyClient(
          id: "dismiss", property: "dismiss", valueType: "DismissEffect",
          library: "ComposableArchitecture"),
      ])
  }

  @Test func registeredSharedKeysAreListedOnceWithTheKeyAHandedInValueDerivesFrom() throws {
    let graph = try IntrospectionWalker.graph(from: RegisteredSettings.self)
    #expect(
      graph.sharedKeys == [
        SharedKey(
          id: "appStorage:isOn", storage: .appStorage, key: "isOn", valueType: "Bool",
          defaultValue: "false"),
        SharedKey(
          id: "custom:cart", storage: .custom, name: "cart", valueType: "Cart", module: "Shop"),
        SharedKey(
          id: "handedIn:RegisteredAccount.session", storage: .handedIn, valueType: "Session",
          derivedFrom: "inMemory:session"),
        SharedKey(id: "inMemory:session", storage: .inMemory, key: "session", valueType: "Session"),
      ])
    try graph.validate()
  }

  @Test func registrationsAreTheFeaturesStoredChannels() throws {
    let graph = try IntrospectionWalker.graph(from: RegisteredSettings.self)
    #expect(
      graph.feature("RegisteredSettings")?.channels == [
        channel(.sharedState, "RegisteredSettings", .sharedKey("appStorage:isOn"), .reads, "isOn"),
        channel(.sharedState, "RegisteredSettings", .sharedKey("appStorage:isOn"), .writes, "isOn"),
        channel(.sharedState, "RegisteredSettings", .sharedKey("custom:cart"), .reads, "cart"),
        channel(.dependency, "RegisteredSettings", .dependency("Haptics"), .uses, "haptics"),
        channel(
          .dependency, "RegisteredSettings", .dependency("apiClient"), .overrides, "apiClient"),
        channel(.dependency, "RegisteredSettings", .dependency("apiClient"), .uses, "apiClient"),
        channel(.dependency, "RegisteredSettings", .dependency("continuousClock"), .uses, "clock"),
      ])
    #expect(
      graph.feature("RegisteredAccount")?.channels == [
        channel(
          .sharedState, "RegisteredAccount", .sharedKey("handedIn:RegisteredAccount.session"),
          .writes, "session"),
        channel(.dependency, "RegisteredAccount", .dependency("apiClient"), .uses, "api"),
        channel(.dependency, "RegisteredAccount", .dependency("dismiss"), .uses, "dismiss"),
      ])
    #expect(graph.feature("RegisteredAudit")?.channels == nil)
  }

  @Test func aPresentedChildRegisteringDismissDerivesItsDismissal() throws {
    let graph = try IntrospectionWalker.graph(from: RegisteredSettings.self)
    #expect(LibraryDependency.dismiss.rawValue == ArchitectureGraph.dismissClientID)
    #expect(
      graph.channels(of: "RegisteredAccount").filter { $0.kind == .dismissal } == [
        channel(
          .dismissal, "RegisteredAccount", .feature("RegisteredSettings"), .dismisses, "dismiss")
      ])
  }

  @Test func twoFeaturesRegisteringOneClientDifferentlyIsAnError() {
    #expect(
      throws: IntrospectionError.conflictingRegistration(
        id: "apiClient", first: "RegisteredConflict", second: "RegisteredSettings")
    ) {
      try IntrospectionWalker.graph(from: RegisteredConflict.self)
    }
  }

  @Test func theConflictSaysHowToRegisterOnce() {
    let error = IntrospectionError.conflictingRegistration(
      id: "apiClient", first: "RegisteredConflict", second: "RegisteredSettings")
    #expect(
      error.description
        == "RegisteredSettings registers 'apiClient' unlike RegisteredConflict does; describe each dependency "
        + "client and shared key once (a static value) and register that value in both")
  }
}
