import TCAGraph
import Testing
import TreeIntrospect

extension SharedKey {
  fileprivate static let notificationsOn = SharedKey.persisted(
    .appStorage, key: "notificationsOn", name: "notificationsOn", valueType: "Bool",
    defaultValue: "false", module: "SharedAgreement")
  fileprivate static let session = SharedKey.persisted(
    .inMemory, key: "session", valueType: "String", defaultValue: "\"\"",
    module: "SharedAgreement")
}

/// `Forms/SharedAgreement/Preferences.swift` registered: it reads and writes the custom key
/// `.notificationsOn`, reads `.inMemory("session")`, and hands its projection to `Banner`.
private struct Preferences: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(
      body: [.scope("banner", Banner.self)],
      actions: [.child("banner", Banner.self), .case("toggleTapped")],
      handlers: [.on("banner"), .on("toggleTapped")],
      sharedState: [
        .reads("notificationsOn", from: .notificationsOn),
        .writes("notificationsOn", to: .notificationsOn),
        .reads("session", from: .session),
      ])
  }
}

/// `Forms/SharedAgreement/Banner.swift` registered: it reads and writes the value handed in.
private struct Banner: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(
      actions: [.case("dismissTapped")],
      handlers: [.on("dismissTapped")],
      sharedState: [
        .readsHandedIn(
          "notificationsOn", valueType: "Bool", derivedFrom: .notificationsOn,
          module: "SharedAgreement"),
        .writesHandedIn(
          "notificationsOn", valueType: "Bool", derivedFrom: .notificationsOn,
          module: "SharedAgreement"),
      ])
  }
}

/// Shared state registered through `TreeIntrospect` and the same code scanned give the same keys
/// and channels: the registration and the scanner agree on shared state as they do on the rest.
/// The registered types are `private` on purpose: a private type's feature id is its name, not
/// the `(unknown context at $…)` its runtime name holds.
@Suite struct ScanSharedStateAgreementTests {
  @Test func registeredAndScannedSharedStateAgree() throws {
    let scanned = ScanFixtureSupport.withoutLocations(
      try ScanFixtureSupport.scan("Forms/SharedAgreement").graph)
    let registered = try IntrospectionWalker.graph(from: Preferences.self)
    #expect(registered.sharedKeys?.map(\.id) == [
      "appStorage:notificationsOn", "handedIn:Banner.notificationsOn", "inMemory:session",
    ])
    #expect(scanned.sharedKeys == registered.sharedKeys)
    #expect(scanned.features.map(\.id) == registered.features.map(\.id))
    for feature in registered.features {
      #expect(scanned.feature(feature.id)?.channels == feature.channels, "\(feature.id) channels")
    }
  }
}
