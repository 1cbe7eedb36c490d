import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// TCA 2's own dependencies, `@FeatureEnvironment`: by key path (also deeper, and with `as:`) and
/// by type, as feature properties and as locals in arms, spelt bare and with the module; the
/// entries `@FeatureEnvironmentEntry` declares in another module, TCA 2's built-in entries, the
/// overrides a feature's body writes with `.environment(\.x, v)`, beside `@Dependency` in the same
/// app and feature; and SwiftUI's `.environment` in views, which overrides nothing
/// (`Forms/FeatureEnvironment`, a package of two targets).
@Suite struct FeatureEnvironmentFormsTests {
  private static let clients = "Forms/FeatureEnvironment/Sources/Clients/"
  private static let features = "Forms/FeatureEnvironment/Sources/Features/"

  private func scan() throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/FeatureEnvironment")
    #expect(result.diagnostics == [])
    #expect(result.unresolved == [])
    return result
  }

  private func at(_ file: String, _ line: Int, _ column: Int) -> TreeIntrospect.SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  private func channel(
    _ feature: FeatureID, _ client: String, as name: String,
    _ location: TreeIntrospect.SourceLocation, access: ChannelAccess = .uses
  ) -> Channel {
    Channel(
      kind: .dependency, from: .feature(feature), to: .dependency(client), access: access,
      name: name, locations: [location])
  }

  @Test func entriesResolveToTheAppsClientsAndTCA2sBuiltIns() throws {
    let graph = try scan().graph
    #expect(
      graph.dependencyClients == [
        DependencyClient(
          id: "FeatureEnvironmentValues.continuousClock", property: "continuousClock",
          library: "ComposableArchitecture2", mechanism: .featureEnvironment),
        DependencyClient(
          id: "FeatureEnvironmentValues.date", property: "date",
          library: "ComposableArchitecture2", mechanism: .featureEnvironment),
        DependencyClient(
          id: "FeatureEnvironmentValues.sessionDiary", property: "sessionDiary",
          valueType: "SessionDiaryClient",
          location: at(Self.clients + "SessionDiaryClient.swift", 18, 14), module: "Clients",
          mechanism: .featureEnvironment),
        DependencyClient(
          id: "FeatureEnvironmentValues.thermometer", property: "thermometer",
          valueType: "Thermometer", location: at(Self.clients + "Sensors.swift", 22, 14),
          module: "Clients", mechanism: .featureEnvironment),
        DependencyClient(
          id: "FeatureEnvironmentValues.units", property: "units", valueType: "UnitsClient",
          location: at(Self.clients + "Sensors.swift", 25, 14), module: "Clients",
          mechanism: .featureEnvironment),
        DependencyClient(
          id: "FeatureEnvironmentValues[Context<Call.Owner>]", keyType: "Context<Call.Owner>",
          valueType: "Context<Call.Owner>", location: at(Self.clients + "Sensors.swift", 29, 15),
          module: "Clients", mechanism: .featureEnvironment),
        DependencyClient(
          id: "date", property: "date", valueType: "DateGenerator", library: "Dependencies"),
        DependencyClient(
          id: "uuid", property: "uuid", valueType: "UUIDGenerator", library: "Dependencies"),
      ])
  }

  @Test func propertiesLocalsAndOverridesAreTheFeaturesChannels() throws {
    let graph = try scan().graph
    let measurement = Self.features + "Measurement.swift"
    #expect(
      graph.feature("Measurement")?.channels == [
        channel("Measurement", "FeatureEnvironmentValues.date", as: "now", at(measurement, 19, 3)),
        channel(
          "Measurement", "FeatureEnvironmentValues.sessionDiary", as: "sessionDiary",
          at(measurement, 18, 3)),
        channel(
          "Measurement", "FeatureEnvironmentValues.thermometer", as: "thermometer",
          at(measurement, 36, 9), access: .overrides),
        channel(
          "Measurement", "FeatureEnvironmentValues[Context<Call.Owner>]",
          as: "inheritedCommands", at(measurement, 20, 3)),
      ])
    let temperature = Self.features + "Temperature.swift"
    #expect(
      graph.feature("Temperature")?.channels == [
        channel(
          "Temperature", "FeatureEnvironmentValues.thermometer", as: "thermometer",
          at(temperature, 24, 9)),
        channel(
          "Temperature", "FeatureEnvironmentValues.units", as: "units", at(temperature, 27, 9)),
        channel("Temperature", "date", as: "date", at(temperature, 18, 3)),
      ])
    let diary = Self.features + "Diary.swift"
    #expect(
      graph.feature("Diary")?.channels == [
        channel(
          "Diary", "FeatureEnvironmentValues.continuousClock", as: "clock", at(diary, 13, 3)),
        channel(
          "Diary", "FeatureEnvironmentValues.sessionDiary", as: "sessionDiary", at(diary, 19, 9),
          access: .overrides),
        channel("Diary", "uuid", as: "uuid", at(diary, 20, 9), access: .overrides),
        channel("Diary", "uuid", as: "uuid", at(diary, 14, 3)),
      ])
  }

  @Test func aViewsEnvironmentIsSwiftUIsAndOverridesNothing() throws {
    let graph = try scan().graph
    #expect(graph.features.map(\.id) == ["Diary", "Measurement", "Temperature"])
    #expect(
      (graph.dependencyClients ?? []).filter { $0.id.contains("colorScheme") }.isEmpty)
    let viewLines = [38, 47]
    let temperature = Self.features + "Temperature.swift"
    #expect(
      graph.features.flatMap { $0.channels ?? [] }.flatMap(\.locations)
        .filter { $0.file == temperature && viewLines.contains($0.line) }.isEmpty)
  }

  @Test func theGraphValidatesAndSurvivesItsJSON() throws {
    let graph = try scan().graph
    try graph.validate()
    #expect(try ArchitectureGraph(jsonData: graph.jsonData()) == graph)
    let json = try #require(String(data: try graph.jsonData(), encoding: .utf8))
    #expect(json.components(separatedBy: "\"mechanism\"").count - 1 == 6)
  }

  @Test func aRegisteredFeatureEnvironmentAgreesWithTheScan() throws {
    let scanned = ScanFixtureSupport.withoutLocations(
      try ScanFixtureSupport.scan("Forms/FeatureEnvironment").graph)
    let registered = try IntrospectionWalker.graph(from: Temperature.self)
    #expect(
      scanned.feature("Temperature")?.channels == registered.feature("Temperature")?.channels)
    #expect(
      registered.dependencyClients?.map { scanned.dependencyClient($0.id) }
        == registered.dependencyClients)
    #expect(
      DependencyClient.environmentLibrary("continuousClock")
        == scanned.dependencyClient("FeatureEnvironmentValues.continuousClock"))
    #expect(
      DependencyClient.environmentType("Context<Call.Owner>", module: "Clients")
        == scanned.dependencyClient("FeatureEnvironmentValues[Context<Call.Owner>]"))
  }

  @Test func anUnreadableArgumentIsANoteAndAnUndeclaredEntryIsUnresolved() {
    let result = ScanFixtureSupport.scan(
      source: """
        import ComposableArchitecture2

        @Feature struct Odd {
          struct State {}
          enum Action { case tapped }
          @FeatureEnvironment(Self.diaryPath) var diary
          @FeatureEnvironment(\\.mystery) var mystery
          @FeatureEnvironment(Missing.self) var missing
          var body: some Feature {
            Update { _, _ in }
              .environment(makeEnvironment())
              .environment(Missing.mock)
          }
        }
        """)
    #expect(
      result.graph.dependencyClients == [
        DependencyClient(
          id: "FeatureEnvironmentValues.mystery", property: "mystery",
          unresolvedReason: "no @FeatureEnvironmentEntry entry 'mystery' of "
            + "FeatureEnvironmentValues is declared in the scanned files, and "
            + "ComposableArchitecture2 declares none of that name", mechanism: .featureEnvironment),
        DependencyClient(
          id: "FeatureEnvironmentValues[Missing]", keyType: "Missing",
          unresolvedReason: "no type 'Missing' is declared in the scanned files",
          mechanism: .featureEnvironment),
      ])
    #expect(
      result.unresolved.map(\.description) == [
        "Fixture.swift:6:3: note: @FeatureEnvironment(Self.diaryPath) names no "
          + "FeatureEnvironmentValues key path and no key type; the client is not read",
        "Fixture.swift:7:3: note: dependency client 'FeatureEnvironmentValues.mystery' is not "
          + "resolved: no @FeatureEnvironmentEntry entry 'mystery' of FeatureEnvironmentValues is "
          + "declared in the scanned files, and ComposableArchitecture2 declares none of that "
          + "name; the graph keeps it unresolved",
        "Fixture.swift:8:3: note: dependency client 'FeatureEnvironmentValues[Missing]' is not "
          + "resolved: no type 'Missing' is declared in the scanned files; the graph keeps it "
          + "unresolved",
        "Fixture.swift:11:7: note: .environment(makeEnvironment()) names no "
          + "FeatureEnvironmentValues key path and no value of a key type; the override is not "
          + "read",
        "Fixture.swift:12:7: note: .environment(Missing.mock) names no FeatureEnvironmentValues "
          + "key path and no value of a key type; the override is not read",
      ])
  }

  @Test func aQualifiedValuesTypeAndAnEntryOnlyItsLiveValueTypesAreRead() {
    let result = ScanFixtureSupport.scan(
      source: """
        import ComposableArchitecture2

        extension ComposableArchitecture2.FeatureEnvironmentValues {
          @ComposableArchitecture2.FeatureEnvironmentEntry(liveValue: Haptics.live)
          var haptics = makeHaptics()
        }

        @Feature struct Tapper {
          struct State {}
          enum Action { case tapped }
          @FeatureEnvironment(\\FeatureEnvironmentValues.haptics) var haptics
          var body: some Feature { EmptyFeature() }
        }
        """)
    #expect(
      result.graph.dependencyClients == [
        DependencyClient(
          id: "FeatureEnvironmentValues.haptics", property: "haptics", valueType: "Haptics",
          location: TreeIntrospect.SourceLocation(file: "Fixture.swift", line: 5, column: 7),
          module: "App", mechanism: .featureEnvironment)
      ])
  }
}

/// `Forms/FeatureEnvironment/Sources/Features/Temperature.swift` registered: its `@Dependency`
/// and its two `@FeatureEnvironment` locals.
private struct Temperature: TreeIntrospectable {
  static var introspection: Introspection {
    Introspection(
      actions: [.case("refreshTapped"), .case("loaded")],
      dependencies: [
        .uses(.environmentEntry("thermometer", valueType: "Thermometer", module: "Clients")),
        .uses(.environmentEntry("units", valueType: "UnitsClient", module: "Clients")),
        .uses(.library(.date)),
      ], dialect: .tca2)
  }
}
