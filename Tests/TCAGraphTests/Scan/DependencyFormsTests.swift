import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// `@Dependency` in a reducer type and in its effects, overrides on a child in the body, and the
/// clients they resolve to: the app's own, across files and modules, the libraries' and the ones
/// the scanner cannot resolve (`Forms/Dependencies`, a package of two targets).
@Suite struct DependencyFormsTests {
  private static let folder = "Forms/Dependencies/"
  private static let clients = folder + "Sources/Clients/"
  private static let features = folder + "Sources/Features/"

  private func scan() throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/Dependencies")
    #expect(result.diagnostics == [])
    return result
  }

  private func at(_ file: String, _ line: Int, _ column: Int) -> TreeIntrospect.SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  private func uses(
    _ feature: FeatureID, _ client: String, as name: String,
    _ location: TreeIntrospect.SourceLocation,
    access: ChannelAccess = .uses
  ) -> Channel {
    Channel(
      kind: .dependency, from: .feature(feature), to: .dependency(client), access: access,
      name: name, locations: [location])
  }

  @Test func clientsResolveToTheirKeyPropertyAndLibrary() throws {
    let graph = try scan().graph
    let appClients: [DependencyClient] = [
      DependencyClient(
        id: "Haptics", keyType: "Haptics", valueType: "Haptics",
        location: at(Self.clients + "Haptics.swift", 4, 15), module: "Clients"),
      DependencyClient(
        id: "analytics", property: "analytics", keyType: "AnalyticsKey",
        valueType: "AnalyticsClient", location: at(Self.clients + "Analytics.swift", 13, 14),
        module: "Clients"),
      DependencyClient(
        id: "apiClient", property: "apiClient", keyType: "APIClient", valueType: "APIClient",
        location: at(Self.clients + "APIClient.swift", 15, 14), module: "Clients"),
      DependencyClient(
        id: "storage", property: "storage", keyType: "StorageClient", valueType: "StorageClient",
        location: at(Self.clients + "DependencyValues+Storage.swift", 4, 14), module: "Clients"),
    ]
    let libraryClients: [DependencyClient] = [
      DependencyClient(
        id: "continuousClock", property: "continuousClock", valueType: "any Clock<Duration>",
        library: "Dependencies"),
      DependencyClient(
        id: "date", property: "date", valueType: "DateGenerator", library: "Dependencies"),
      DependencyClient(
        id: "dismiss", property: "dismiss", valueType: "DismissEffect",
        library: "ComposableArchitecture"),
      DependencyClient(
        id: "uuid", property: "uuid", valueType: "UUIDGenerator", library: "Dependencies"),
    ]
    let unresolved: [DependencyClient] = [
      DependencyClient(
        id: "MissingKey", keyType: "MissingKey",
        unresolvedReason: "no type 'MissingKey' is declared in the scanned files"),
      DependencyClient(
        id: "mystery", property: "mystery",
        unresolvedReason: "no DependencyValues property 'mystery' is declared in the scanned "
          + "files, and neither Dependencies nor ComposableArchitecture declares one"),
    ]
    let expected = (appClients + libraryClients + unresolved).sorted { $0.id < $1.id }
    #expect(graph.dependencyClients == expected)
  }

  @Test func declarationsLocalsAndOverridesAreTheFeaturesChannels() throws {
    let graph = try scan().graph
    let search = Self.features + "Search.swift"
    #expect(
      graph.feature("Search")?.channels == [
        uses("Search", "Haptics", as: "haptics", at(search, 22, 3)),
        uses("Search", "analytics", as: "analytics", at(search, 31, 11)),
        uses("Search", "apiClient", as: "apiClient", at(search, 45, 9), access: .overrides),
        uses("Search", "apiClient", as: "apiClient", at(search, 19, 3)),
        uses("Search", "apiClient", as: "fetch", at(search, 21, 3)),
        uses("Search", "continuousClock", as: "clock", at(search, 20, 3)),
        uses("Search", "date", as: "now", at(search, 30, 11)),
        uses("Search", "storage", as: "storage", at(search, 47, 11), access: .overrides),
        uses("Search", "uuid", as: "uuid", at(search, 23, 3)),
      ])
    let detail = Self.features + "Detail.swift"
    #expect(
      graph.feature("Detail")?.channels == [
        uses("Detail", "MissingKey", as: "missing", at(detail, 15, 3)),
        uses("Detail", "dismiss", as: "dismiss", at(detail, 12, 3)),
        uses("Detail", "mystery", as: "mystery", at(detail, 14, 3)),
        uses("Detail", "storage", as: "storage", at(detail, 13, 3)),
      ])
  }

  @Test func aPresentedChildUsingDismissDerivesItsDismissal() throws {
    let graph = try scan().graph
    #expect(
      graph.dependencyClient(ArchitectureGraph.dismissClientID)?.library
        == "ComposableArchitecture")
    let dismissals = graph.channels(of: "Detail").filter { $0.kind == .dismissal }
    #expect(
      dismissals == [
        Channel(
          kind: .dismissal, from: .feature("Detail"), to: .feature("Search"),
          access: .dismisses, name: "dismiss",
          locations: [at(Self.features + "Detail.swift", 12, 3)])
      ])
  }

  @Test func aViewsDependencyOpensNoChannel() throws {
    let graph = try scan().graph
    #expect(graph.dependencyClient("openURL") == nil)
    #expect(graph.features.map(\.id) == ["Detail", "Search"])
  }

  @Test func unresolvedClientsAreVerboseNotes() throws {
    let result = try scan()
    let detail = Self.features + "Detail.swift"
    #expect(
      result.unresolved.map(\.description) == [
        "\(detail):14:3: note: dependency client 'mystery' is not resolved: no DependencyValues "
          + "property 'mystery' is declared in the scanned files, and neither Dependencies nor "
          + "ComposableArchitecture declares one; the graph keeps it unresolved",
        "\(detail):15:3: note: dependency client 'MissingKey' is not resolved: no type "
          + "'MissingKey' is declared in the scanned files; the graph keeps it unresolved",
      ])
  }

  @Test func theGraphValidatesAndSurvivesItsJSON() throws {
    let graph = try scan().graph
    try graph.validate()
    #expect(try ArchitectureGraph(jsonData: graph.jsonData()) == graph)
  }

  @Test func anAppPropertyOfALibraryNameIsTheAppsClient() {
    let result = ScanFixtureSupport.scan(
      source: """
        import ComposableArchitecture

        extension DependencyValues {
          var openURL: Opener {
            get { self[OpenerKey.self] }
            set { self[OpenerKey.self] = newValue }
          }
        }

        @Reducer
        struct Links {
          struct State {}
          enum Action { case tapped }
          @Dependency(\\.openURL) var openURL
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """)
    #expect(
      result.graph.dependencyClients == [
        DependencyClient(
          id: "openURL", property: "openURL", keyType: "OpenerKey", valueType: "Opener",
          location: TreeIntrospect.SourceLocation(file: "Fixture.swift", line: 4, column: 7),
          module: "App")
      ])
  }

  @Test func sqliteDatasDatabaseIsALibraryClient() {
    let result = ScanFixtureSupport.scan(
      source: """
        import ComposableArchitecture2
        import SQLiteData

        @Feature struct Lists {
          struct State {}
          enum Action { case deleteTapped }
          var body: some Feature {
            Update { state, action in
              @Dependency(\\.defaultDatabase) var database
            }
          }
        }
        """)
    #expect(
      result.graph.dependencyClients == [
        DependencyClient(
          id: "defaultDatabase", property: "defaultDatabase", valueType: "any DatabaseWriter",
          library: "SQLiteData")
      ])
    #expect(result.unresolved.isEmpty)
  }

  @Test func aDependencyArgumentOfNoReadableFormIsANote() {
    let result = ScanFixtureSupport.scan(
      source: """
        import ComposableArchitecture

        @Reducer
        struct Odd {
          struct State {}
          enum Action { case tapped }
          @Dependency(Self.clientPath) var client
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.dependency(makeOverride())
          }
        }
        """)
    #expect(result.graph.dependencyClients == nil)
    #expect(
      result.unresolved.map(\.description) == [
        "Fixture.swift:7:3: note: @Dependency(Self.clientPath) names no DependencyValues key "
          + "path and no key type; the client is not read",
        "Fixture.swift:9:29: note: .dependency(makeOverride()) names no DependencyValues key "
          + "path and no value of a key type; the override is not read",
      ])
  }
}
