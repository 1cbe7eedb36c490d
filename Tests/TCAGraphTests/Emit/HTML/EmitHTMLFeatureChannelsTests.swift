import Foundation
import TCAGraph
import Testing
import TreeIntrospect

@testable import TCAGraphExplorer

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A feature's page lists its channels: kind, access, the other end (a link to a feature's
/// page), the name and the place.
@Suite struct EmitHTMLFeatureChannelsTests {
  func rows(of name: String, in page: ParsedExplorerPage) throws -> [[String]] {
    let template = try #require(try page.template(of: name))
    return try template.nodes(forXPath: ".//table[contains(@class, 'channels')]/tbody/tr").map {
      row in try row.nodes(forXPath: "./td").map { $0.stringValue ?? "" }
    }
  }

  @Test func listaListsWhatItMatchesPresentsAndDismissesWithLinks() throws {
    let page = try ParsedExplorerPage(try ExampleGraphs.lessonsApp())
    let rows = try rows(of: "Lista", in: page)
    #expect(
      rows.map { Array($0.prefix(4)) } == [
        [
          "actionMatch", "handles", "EditorPerfil",
          "editorPerfil.presented.delegate.edicionDescartada",
        ],
        [
          "actionMatch", "handles", "EditorPerfil",
          "editorPerfil.presented.delegate.perfilGuardado",
        ],
        ["presentation", "presents", "EditorPerfil", "editorPerfil"],
        ["dismissal", "dismisses", "EditorPerfil", "editorPerfil"],
      ])
    let template = try #require(try page.template(of: "Lista"))
    let links = try template.nodes(forXPath: ".//table[contains(@class, 'channels')]//a/@href")
      .compactMap(\.stringValue)
    #expect(Set(links) == ["#feature=EditorPerfil"])
    let heading = try template.nodes(forXPath: ".//h3").compactMap(\.stringValue)
    #expect(heading.contains("Channels (4)"))
  }

  @Test func sharedKeysAndClientsAreNamedWithWhatTheGraphKnows() throws {
    var graph = ChannelGraphs.dependenciesApp()
    graph.sharedKeys = ChannelGraphs.sharedStateApp().sharedKeys
    let index = try #require(graph.features.firstIndex { $0.id == "Editor" })
    graph.features[index].channels?.append(
      ChannelGraphs.writes("appStorage:isOn", "isOn", 8, in: "Editor"))
    let page = try ParsedExplorerPage(graph, linkBase: "https://example.com/blob/main")
    #expect(
      try rows(of: "Editor", in: page) == [
        [
          "sharedState", "writes", "shared key appStorage:isOn: Bool", "isOn",
          "Sources/App/Editor.swift:8:5",
        ],
        ["dependency", "uses", "client apiClient", "apiClient", "Sources/App/Editor.swift:6:5"],
        [
          "dependency", "uses", "client dismiss (ComposableArchitecture)", "dismiss",
          "Sources/App/Editor.swift:4:5",
        ],
        [
          "dependency", "uses", "client uuid (Dependencies)", "uuid",
          "Sources/App/Editor.swift:5:5",
        ],
      ])
    let template = try #require(try page.template(of: "Editor"))
    let places = try template.nodes(forXPath: ".//table[contains(@class, 'channels')]//td/a/@href")
      .compactMap(\.stringValue)
    #expect(places.first == "https://example.com/blob/main/Sources/App/Editor.swift#L8")
  }

  /// A TCA 2 parent's page lists what it hears, observes, handed in and fires; the page of the
  /// feature that posts lists its event toward the parent.
  @Test func aTCA2FeaturesPageListsTheChannelsIntoItToo() throws {
    let page = try ParsedExplorerPage(try ScanFixtureSupport.scan("Forms/TCA2Channels").graph)
    let garden = try #require(try page.template(of: "Garden"))
    let into = try garden.nodes(forXPath: ".//table[contains(@class, 'into')]/tbody/tr").map {
      row in try row.nodes(forXPath: "./td").prefix(4).map { $0.stringValue ?? "" }
    }
    #expect(
      into == [
        ["event", "posts", "Planting", "Planting.Planted"],
        ["preference", "publishes", "Bed", "Garden.SunHours"],
        ["closure", "calls", "Notebook", "onCommit"],
      ])
    let headings = try garden.nodes(forXPath: ".//h3").compactMap(\.stringValue)
    #expect(headings.contains("Channels into it (3)"))
    #expect(
      try rows(of: "Planting", in: page).map { Array($0.prefix(4)) }.contains([
        "event", "posts", "Garden", "Planting.Planted",
      ]))
  }

  @Test func aFeatureWithoutChannelsSaysSo() throws {
    let page = try ParsedExplorerPage(
      ArchitectureGraph(roots: ["Solo"], features: [Feature(id: "Solo")]))
    let template = try #require(try page.template(of: "Solo"))
    let texts = try template.nodes(forXPath: ".//p[@class='none']").compactMap(\.stringValue)
    #expect(texts.contains("none: it reaches no other feature, shared key or client"))
  }
}

/// A feature page's pictures read the features at the other end of its TCA 2 channels, however
/// far up or down the composition they are.
@Suite struct ExplorerTalkNeighbourhoodTests {
  @Test func theNeighbourhoodKeepsTheOtherEndsOfTCA2Channels() throws {
    let graph = try ScanFixtureSupport.scan("Forms/TCA2Channels").graph
    let neighbourhood = FeatureNeighbourhood(graph: graph)
    #expect(
      neighbourhood.graph(around: "Garden", depth: 0).features.map(\.id) == [
        "Bed", "Garden", "Notebook", "Planting",
      ])
    let planting = neighbourhood.graph(around: "Planting", depth: 0)
    #expect(planting.features.map(\.id).contains("Garden"))
    #expect(
      delegateFlowView(graph: planting, around: "Planting").edges.contains {
        $0.from == "feature:Planting" && $0.to == "feature:Garden" && $0.label == "event Planted"
      })
  }
}
