import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// The TCA 2 preview's (`ComposableArchitecture2`) features and compositions, read as a second
/// dialect by its own words: `@Feature`, `FeatureProtocol`, `some Feature`, `Update`, `Features`.
@Suite struct TCA2FeatureFormsTests {
  private func scan() throws -> ScanResult {
    let result = try ScanFixtureSupport.scan("Forms/TCA2")
    #expect(result.diagnostics == [], "Forms/TCA2 parses cleanly")
    return result
  }

  /// A child as (operator, state path, action path, child).
  private func children(_ feature: Feature) -> [String] {
    feature.children.map {
      "\($0.operator) \($0.statePath) \($0.actionPath) \($0.child.rawValue)"
    }
  }

  @Test func featureMacrosAndHandWrittenConformancesAreFeatures() throws {
    let graph = try scan().graph
    #expect(
      graph.features.map(\.id) == [
        "Counter", "Editor", "Library", "Library.Destination", "Library.Path", "Reader", "Search",
        "Settings", "Shelf", "Tabs",
      ])
    let kinds = Dictionary(uniqueKeysWithValues: graph.features.map { ($0.id.rawValue, $0.kind) })
    #expect(kinds["Library.Destination"] == .enumReducer)
    #expect(kinds["Library.Path"] == .enumReducer)
    #expect(kinds["Library"] == .reducer, "@Feature public struct")
    #expect(kinds["Tabs"] == .reducer, "@Feature struct Tabs<Root: FeatureProtocol>")
    #expect(kinds["Reader"] == .reducer, "extension Reader: FeatureProtocol")
  }

  @Test func featuresBlockAndModifiersComposeTheRootsChildren() throws {
    let library = try #require(try scan().graph.feature("Library"))
    #expect(
      children(library) == [
        "scope shelf shelf Shelf",
        "ifLet search search Search",
        "ifLet destination destination Library.Destination",
        "stackForEach path path Library.Path",
        "forEach readers readers Reader",
      ])
  }

  @Test func scopeWithStateLabelOrWithoutActionPathIsAScope() throws {
    let shelf = try #require(try scan().graph.feature("Shelf"))
    #expect(children(shelf) == ["scope counter counter Counter", "scope tabs tabs Tabs"])
  }

  @Test func featureEnumCasesAreDestinationAndStackChildren() throws {
    let graph = try scan().graph
    let destination = try #require(graph.feature("Library.Destination"))
    #expect(
      children(destination) == [
        "enumCase editor editor Editor", "enumCase settings settings Settings",
      ])
    let path = try #require(graph.feature("Library.Path"))
    #expect(children(path) == ["enumCase book book Editor", "enumCase author author Settings"])
  }

  @Test func updateArmsIntoChildrenAreHandlersWithoutReturningAnEffect() throws {
    let library = try #require(try scan().graph.feature("Library"))
    let handlers = library.handlers.map {
      "\($0.route.joined(separator: ".")) \($0.owner?.rawValue ?? "-") \($0.match)"
    }
    #expect(
      handlers == [
        "shelf.counter.incrementTapped Counter other",
        "destination.editor.saveTapped Editor other",
        "shelf Library catchAll", "search Library catchAll", "destination Library catchAll",
        "path Library catchAll", "readers Library catchAll",
      ])
    #expect(library.handlers.prefix(2).map(\.mutatesState) == [true, true])
    #expect(library.handlers.map(\.returnsEffect).allSatisfy { !$0 })
  }

  @Test func emptyFeatureComposesNothing() throws {
    let tabs = try #require(try scan().graph.feature("Tabs"))
    #expect(tabs.children == [])
    #expect(tabs.unread == nil)
  }
}
