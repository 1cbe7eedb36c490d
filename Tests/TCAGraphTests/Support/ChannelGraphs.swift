import TreeIntrospect

/// Hand-built graphs holding the stored channels (shared state and dependencies), as the
/// scanners will record them, and a generated one of 60 features and 25 clients.
enum ChannelGraphs {
  static func at(_ file: String, _ line: Int) -> SourceLocation {
    SourceLocation(file: "Sources/App/\(file).swift", line: line, column: 5)
  }

  static func reads(_ key: String, _ field: String, _ line: Int, in file: String) -> Channel {
    Channel(
      kind: .sharedState, from: .feature(FeatureID(file)), to: .sharedKey(key), access: .reads,
      name: field, locations: [at(file, line)])
  }

  static func writes(_ key: String, _ field: String, _ line: Int, in file: String) -> Channel {
    Channel(
      kind: .sharedState, from: .feature(FeatureID(file)), to: .sharedKey(key), access: .writes,
      name: field, locations: [at(file, line)])
  }

  /// One key of every storage: `isOn` in user defaults (Settings writes, Profile reads), a cart
  /// file (Cart writes, App reads), a session in memory (App writes, Settings reads) that
  /// Profile's handed-in `user` projects, a custom `.featureFlags` key only App reads, and a key
  /// the scanner could not resolve that Onboarding reads.
  static func sharedStateApp() -> ArchitectureGraph {
    let keys = [
      SharedKey(
        id: "appStorage:isOn", storage: .appStorage, key: "isOn", valueType: "Bool",
        defaultValue: "false", location: at("Settings", 4)),
      SharedKey(
        id: "fileStorage:cart.json", storage: .fileStorage, key: "cart.json",
        valueType: "IdentifiedArrayOf<Item>", location: at("Cart", 6)),
      SharedKey(id: "inMemory:session", storage: .inMemory, key: "session", valueType: "Session"),
      SharedKey(
        id: "custom:featureFlags", storage: .custom, name: "featureFlags",
        valueType: "FeatureFlags", location: at("FeatureFlags", 2)),
      SharedKey(
        id: "handedIn:Profile.user", storage: .handedIn, valueType: "User",
        derivedFrom: "inMemory:session"),
      SharedKey(
        id: "unresolved:.appStorage(keyName)", storage: .unresolved,
        key: ".appStorage(keyName)", unresolvedReason: "the key is a variable"),
    ]
    let features = [
      Feature(
        id: "App",
        children: [
          ChildScope(
            operator: .scope, statePath: "settings", actionPath: "settings", child: "Settings",
            order: 0),
          ChildScope(
            operator: .scope, statePath: "cart", actionPath: "cart", child: "Cart", order: 1),
          ChildScope(
            operator: .scope, statePath: "profile", actionPath: "profile", child: "Profile",
            order: 2),
          ChildScope(
            operator: .scope, statePath: "onboarding", actionPath: "onboarding",
            child: "Onboarding",
            order: 3),
        ],
        channels: [
          reads("fileStorage:cart.json", "cart", 8, in: "App"),
          writes("inMemory:session", "session", 12, in: "App"),
          reads("custom:featureFlags", "flags", 9, in: "App"),
        ]),
      Feature(
        id: "Settings",
        channels: [
          writes("appStorage:isOn", "isOn", 10, in: "Settings"),
          reads("appStorage:isOn", "isOn", 4, in: "Settings"),
          reads("inMemory:session", "session", 5, in: "Settings"),
        ]),
      Feature(id: "Cart", channels: [writes("fileStorage:cart.json", "items", 20, in: "Cart")]),
      Feature(
        id: "Profile",
        channels: [
          reads("appStorage:isOn", "isOn", 3, in: "Profile"),
          writes("handedIn:Profile.user", "user", 14, in: "Profile"),
        ]),
      Feature(
        id: "Onboarding",
        channels: [reads("unresolved:.appStorage(keyName)", "seen", 7, in: "Onboarding")]),
    ]
    return ArchitectureGraph(roots: ["App"], features: features, sharedKeys: keys)
  }

  /// ``sharedStateApp()`` over the shared-state view's feature limit: its five features in
  /// modules (App in `AppFeature`, Cart in `CartFeature`, Settings and Profile in
  /// `SettingsFeature`, Onboarding in none) and four more in none: Search reads `isOn`, History
  /// the cart, Login the session, and Legacy writes a key the graph does not hold.
  static func sharedStateMatrixApp() -> ArchitectureGraph {
    let app = sharedStateApp()
    let modules = [
      "App": "AppFeature", "Cart": "CartFeature", "Settings": "SettingsFeature",
      "Profile": "SettingsFeature",
    ]
    var features = app.features
    for index in features.indices {
      features[index].module = modules[features[index].id.rawValue]
    }
    features += [
      Feature(id: "Search", channels: [reads("appStorage:isOn", "isOn", 3, in: "Search")]),
      Feature(
        id: "History", channels: [reads("fileStorage:cart.json", "cart", 3, in: "History")]),
      Feature(id: "Login", channels: [reads("inMemory:session", "session", 3, in: "Login")]),
      Feature(id: "Legacy", channels: [writes("inMemory:gone", "gone", 3, in: "Legacy")]),
    ]
    return ArchitectureGraph(
      roots: app.roots, features: features, sharedKeys: app.sharedKeys ?? [])
  }

  /// `features` features, feature `i` reading the `channelsEach` keys `i` to
  /// `i + channelsEach - 1` of `features + channelsEach` in-memory keys, and `extraWrites` more
  /// channels of feature 0 writing the keys from the first on: a graph of exactly
  /// `features * channelsEach + extraWrites` reads and writes.
  static func generatedSharedState(features: Int, channelsEach: Int, extraWrites: Int = 0)
    -> ArchitectureGraph
  {
    let keys = (0..<(features + channelsEach)).map { index in
      SharedKey(id: "inMemory:key\(index)", storage: .inMemory, key: "key\(index)")
    }
    let featureValues = (0..<features).map { index in
      let id = "Feature\(index)"
      var channels = (0..<channelsEach).map { offset in
        reads(keys[index + offset].id, "field\(offset)", 3, in: id)
      }
      if index == 0 {
        channels += (0..<extraWrites).map { offset in
          writes(keys[offset].id, "field\(offset)", 4, in: id)
        }
      }
      return Feature(id: FeatureID(id), channels: channels)
    }
    return ArchitectureGraph(roots: [], features: featureValues, sharedKeys: keys)
  }

  static func uses(_ client: String, _ property: String, _ line: Int, in file: String) -> Channel {
    Channel(
      kind: .dependency, from: .feature(FeatureID(file)), to: .dependency(client), access: .uses,
      name: property, locations: [at(file, line)])
  }

  static func overrides(_ client: String, _ line: Int, in file: String) -> Channel {
    Channel(
      kind: .dependency, from: .feature(FeatureID(file)), to: .dependency(client),
      access: .overrides, name: client, locations: [at(file, line)])
  }

  /// Features in two modules (and one in none) using the app's `apiClient` and `analytics`,
  /// the libraries' `dismiss`, `uuid` and `continuousClock`, and a `legacyStore` the scanner
  /// could not resolve; App overrides `apiClient` and uses it too, Search only overrides
  /// `continuousClock`.
  static func dependenciesApp() -> ArchitectureGraph {
    let clients = [
      DependencyClient(
        id: "apiClient", property: "apiClient", keyType: "APIClient", valueType: "APIClient",
        location: at("APIClient", 30), module: "Networking"),
      DependencyClient(id: "analytics", property: "analytics", valueType: "AnalyticsClient"),
      DependencyClient(
        id: "dismiss", property: "dismiss", valueType: "DismissEffect",
        library: "ComposableArchitecture"),
      DependencyClient(id: "uuid", property: "uuid", library: "Dependencies"),
      DependencyClient(id: "continuousClock", property: "continuousClock", library: "Dependencies"),
      DependencyClient(
        id: "legacyStore", unresolvedReason: "no DependencyValues property legacyStore"),
    ]
    let features = [
      Feature(
        id: "App",
        channels: [
          uses("apiClient", "apiClient", 5, in: "App"), overrides("apiClient", 40, in: "App"),
          uses("analytics", "analytics", 6, in: "App"),
        ], module: "AppFeature"),
      Feature(
        id: "Editor",
        channels: [
          uses("dismiss", "dismiss", 4, in: "Editor"), uses("uuid", "uuid", 5, in: "Editor"),
          uses("apiClient", "apiClient", 6, in: "Editor"),
        ], module: "EditorFeature"),
      Feature(
        id: "Search", channels: [overrides("continuousClock", 12, in: "Search")],
        module: "EditorFeature"),
      Feature(id: "Legacy", channels: [uses("legacyStore", "legacyStore", 3, in: "Legacy")]),
    ]
    return ArchitectureGraph(roots: ["App"], features: features, dependencyClients: clients)
  }

  /// `features` features in `modules` modules and `clients` clients, a fifth of them the
  /// libraries': feature `i` uses the three clients `i`, `i + 7` and `i + 11` (mod `clients`),
  /// and every tenth feature overrides client `i + 3`, so most columns are used by several
  /// rows of several modules, as in an app.
  static func generatedDependencies(features: Int = 60, clients: Int = 25, modules: Int = 6)
    -> ArchitectureGraph
  {
    let names = (0..<clients).map { index in
      ["api", "analytics", "continuousClock", "persistence", "uuid"][index % 5] + "Client\(index)"
    }
    let clientValues = names.enumerated().map { index, name in
      DependencyClient(
        id: name, property: name, library: index % 5 == 2 || index % 5 == 4 ? "Dependencies" : nil)
    }
    let featureValues = (0..<features).map { index in
      let id = "Feature\(index)"
      var channels = [0, 7, 11].map { offset in
        uses(names[(index + offset) % clients], names[(index + offset) % clients], 3, in: id)
      }
      if index % 10 == 0 { channels.append(overrides(names[(index + 3) % clients], 9, in: id)) }
      return Feature(
        id: FeatureID(id), channels: channels, module: "Module\(index % modules)")
    }
    return ArchitectureGraph(roots: [], features: featureValues, dependencyClients: clientValues)
  }
}
