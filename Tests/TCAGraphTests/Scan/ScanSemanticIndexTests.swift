import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// The semantic index: modules from manifests and projects, identity by module, lookup through
/// imports, reducers recognised by conformance, and reducers that run on their host's domain.
@Suite struct ScanSemanticIndexTests {
  /// Scans a fixture folder under `Fixtures/Scan/Modules` and compares its IR with the checked
  /// golden file `Snapshots/ir/<name>.json`.
  private func expectGoldenIR(_ name: String) throws -> ArchitectureGraph {
    let result = try ScanFixtureSupport.scan("Modules/" + name)
    #expect(result.diagnostics == [], "\(name) reads without warnings")
    let text = String(decoding: try result.graph.jsonData(), as: UTF8.self)
    try expectSnapshot(text, named: "ir/\(name).json")
    return result.graph
  }

  @Test func twoModulesDeclaringOneNameStayTwoFeatures() throws {
    let graph = try expectGoldenIR("SameNamePackage")
    #expect(graph.features.map(\.id) == ["AppFeature", "Profile.Feature", "Row", "Search.Feature"])
    #expect(graph.features.map(\.module) == ["AppFeature", "Profile", "Profile", "Search"])
    #expect(graph.roots == ["AppFeature"], "Row is Profile.Feature's child, not a root")
    let app = try #require(graph.feature("AppFeature"))
    #expect(app.children.map(\.child) == ["Search.Feature", "Profile.Feature"])
    #expect(app.handlers.compactMap(\.owner).prefix(2) == ["Search.Feature", "Profile.Feature"])
    let search = try #require(graph.feature("Search.Feature"))
    #expect(
      search.handlers.first?.location?.file
        == "Modules/SameNamePackage/Sources/Search/Feature+Body.swift",
      "the extension binds to its own module's Feature")
    #expect(search.children.isEmpty)
    #expect(graph.feature("Profile.Feature")?.children.map(\.child) == ["Row"])
  }

  @Test func appConventionsAreReadByConformance() throws {
    let graph = try expectGoldenIR("ProtocolConventions")
    #expect(graph.roots == ["AppReducer"])
    #expect(graph.feature("DiscoverFeature")?.kind == .reducer, "TabFeature: Feature: Reducer")
    #expect(graph.feature("DetailFeature")?.kind == .reducer)
    #expect(
      graph.feature("HistoryFeature.Reducer")?.actions.map(\.name) == ["delegate", "entryTapped"],
      "a nested Reducer conforming through typealias FeatureReducer = Reducer")
    #expect(graph.feature("HistoryFeature") == nil, "a namespace is not a reducer")
    let app = try #require(graph.feature("AppReducer"))
    #expect(app.action(named: "history")?.child == "HistoryFeature.Reducer")
    #expect(
      app.children.map(\.operator) == [.scope, .scope, .sameDomain, .sameDomain, .sameDomain])
    #expect(
      app.children.map(\.child) == [
        "DiscoverFeature", "HistoryFeature.Reducer", "HistoryFeature.RootReducer",
        "DiscoverFeature.RootReducer", "GameCenterLogic",
      ])
    #expect(app.children.map(\.order) == [0, 1, 2, 3, 4])
    for logic in ["HistoryFeature.RootReducer", "DiscoverFeature.RootReducer", "GameCenterLogic"] {
      let feature = try #require(graph.feature(FeatureID(logic)))
      #expect(feature.kind == .logic)
      #expect(feature.runsOn == "AppReducer")
    }
    #expect(
      app.handlers.map(\.via) == [
        "DiscoverFeature.RootReducer", "HistoryFeature.RootReducer", "GameCenterLogic",
      ])
    #expect(app.handlers.map(\.match) == [.delegate, .delegate, .delegate])
  }

  @Test func anXcodeAppAndItsClipEachComposeTheirOwnSettings() throws {
    let graph = try expectGoldenIR("XcodeTwoTargets")
    #expect(graph.roots == ["AppFeature", "ClipFeature"])
    #expect(graph.feature("AppFeature")?.module == "Shop")
    #expect(graph.feature("ClipFeature")?.module == "ShopClip")
    #expect(graph.feature("AppFeature")?.children.map(\.child) == ["Shop.SettingsFeature"])
    #expect(graph.feature("ClipFeature")?.children.map(\.child) == ["ShopClip.SettingsFeature"])
    #expect(
      graph.feature("ClipFeature")?.handlers.first?.owner == "ShopClip.SettingsFeature",
      "'.settings(.delegate(.closed))' resolves against the clip's own Settings")
  }

  @Test func aRepositoryOfSeveralAppsAndSnippetsMergesNothing() throws {
    let graph = try expectGoldenIR("ClashingRepo")
    #expect(
      graph.features.map(\.id) == [
        "CaseStudies.Counter", "Docs.AppFeature", "Docs.Counter", "SyncUps.AppFeature",
        "SyncUps.Counter", "Todos.AppFeature", "Todos.Counter", "TwoCounters",
      ])
    for app in ["Docs", "SyncUps", "Todos"] {
      let feature = try #require(graph.feature(FeatureID(app + ".AppFeature")))
      #expect(feature.children.map(\.child) == [FeatureID(app + ".Counter")])
      #expect(feature.handlers.first?.owner == FeatureID(app + ".Counter"))
    }
    #expect(graph.feature("TwoCounters")?.children.map(\.child) == ["CaseStudies.Counter"])
  }

  @Test func aBrokenManifestWarnsOnceAndItsFilesFallBackToTheirFolder() throws {
    let result = try ScanFixtureSupport.scan("Modules/BrokenManifest")
    #expect(
      result.diagnostics.map(\.description) == [
        "Modules/BrokenManifest/Package.swift:8:28: warning: cannot read the manifest "
          + "'Modules/BrokenManifest/Package.swift': syntax error; its targets are ignored and "
          + "its files take their module from their folder"
      ])
    #expect(result.graph.features.map(\.module) == ["Sources", "Sources"])
    #expect(result.graph.feature("AppFeature")?.children.map(\.child) == ["Child"])
  }

  @Test func aNameNoImportChoosesBetweenIsANoteNotAMerge() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "P",
        targets: [.target(name: "A"), .target(name: "B"), .target(name: "C")]
      )
      """
    let counter = """
      @Reducer struct Counter {
        struct State {}
        enum Action { case tapped }
      }
      """
    let host = """
      @Reducer struct Host {
        struct State { var counter = Counter.State() }
        enum Action { case counter(Counter.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.counter, action: \\.counter) { Counter() }
        }
      }
      """
    let result = SourceScanner().scan(sources: [
      (path: "Package.swift", text: manifest),
      (path: "Sources/A/Counter.swift", text: counter),
      (path: "Sources/B/Counter.swift", text: counter),
      (path: "Sources/C/Host.swift", text: host),
    ])
    #expect(result.graph.features.map(\.id) == ["A.Counter", "B.Counter", "Host"])
    #expect(result.graph.feature("Host")?.children.map(\.child) == ["Counter"])
    #expect(
      result.unresolved.contains {
        $0.message.hasPrefix("'Counter' is declared in modules A, B")
          && $0.location?.file == "Sources/C/Host.swift"
      }, "\(result.unresolved)")
  }

  @Test func importsChooseBetweenModulesThatDeclareOneName() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "P",
        targets: [.target(name: "A"), .target(name: "B"), .target(name: "C", dependencies: ["B"])]
      )
      """
    let counter = "@Reducer struct Counter { struct State {}; enum Action { case tapped } }"
    let host = """
      import B
      @Reducer struct Host {
        struct State { var counter = Counter.State() }
        enum Action { case counter(Counter.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.counter, action: \\.counter) { Counter() }
        }
      }
      """
    let result = SourceScanner().scan(sources: [
      (path: "Package.swift", text: manifest),
      (path: "Sources/A/Counter.swift", text: counter),
      (path: "Sources/B/Counter.swift", text: counter),
      (path: "Sources/C/Host.swift", text: host),
    ])
    #expect(result.graph.feature("Host")?.children.map(\.child) == ["B.Counter"])
    #expect(result.graph.feature("Host")?.action(named: "counter")?.child == "B.Counter")
    #expect(result.graph.roots == ["A.Counter", "Host"])
  }

  @Test func everyGoldenIRHasItsFixture() throws {
    let here = TestPaths.tests
    let goldens = try FileManager.default.contentsOfDirectory(
      atPath: here.appendingPathComponent("Snapshots/ir").path)
    let fixtures = try FileManager.default.contentsOfDirectory(
      atPath: ScanFixtureSupport.fixturesDirectory + "/Modules")
    #expect(Set(goldens.map { String($0.dropLast(".json".count)) }).subtracting(fixtures) == [])
  }

  @Test func targetsDeclaredThroughAManifestHelperAreModules() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "R",
        targets: [
          .feature(name: "Feed"),
          .feature(name: "Shell", dependencies: ["Feed"]),
          .library("Kit"),
        ]
      )
      extension Target {
        static func feature(name: String, dependencies: [Target.Dependency] = []) -> Target {
          .target(name: name, dependencies: dependencies + [tca])
        }
        static func library(_ named: String) -> Target {
          .target(name: named, path: "Libraries/" + named)
        }
      }
      var tca: Target.Dependency { .product(name: "ComposableArchitecture", package: "tca") }
      """
    let feature = "@Reducer struct Feature { struct State {}; enum Action { case tapped } }"
    let result = SourceScanner().scan(sources: [
      (path: "Package.swift", text: manifest),
      (path: "Sources/Feed/Feature.swift", text: feature),
      (path: "Sources/Shell/Feature.swift", text: feature),
      (path: "Sources/Kit/Feature.swift", text: feature),
    ])
    #expect(result.graph.features.map(\.id) == ["Feed.Feature", "Kit.Feature", "Shell.Feature"])
    #expect(result.graph.features.map(\.module) == ["Feed", "Kit", "Shell"])
  }

  @Test func labelsKeepTheNamespaceOfARoleName() {
    #expect(FeatureID("HistoryFeature.Reducer").shortName == "HistoryFeature.Reducer")
    #expect(FeatureID("Search.Feature").shortName == "Search.Feature")
    #expect(FeatureID("AppFeature.Path").shortName == "Path")
    #expect(FeatureID("Feature").shortName == "Feature")
  }
}
