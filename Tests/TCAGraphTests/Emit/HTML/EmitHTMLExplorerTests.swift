import Foundation
import TCAGraph
import Testing
import TreeIntrospect

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--format html`: one self-contained page with the whole-app pictures, a page per feature,
/// and the lint table.
@Suite struct EmitHTMLExplorerTests {
  @Test func thePageOfTheExampleIsWellFormedAndListsEveryFeatureWithItsPage() throws {
    let graph = try ExampleGraphs.lessonsApp()
    let page = try ParsedExplorerPage(graph)
    let names = try page.values("//nav[@id='sidebar']//a/@data-name")
    #expect(names.sorted() == graph.features.map(\.id.rawValue).sorted())
    #expect(try page.count("//template[starts-with(@id, 'feature-')]") == graph.features.count)
    func views(of name: String) throws -> [String] {
      let template = try #require(try page.template(of: name))
      return try template.nodes(forXPath: ".//div[@class='figure']/@data-view").map {
        $0.stringValue ?? ""
      }
    }
    // Editor nests no child actions: its lanes list every case, so it has no action tree.
    #expect(try views(of: "Editor") == ["lanes", "delegate-flow"])
    #expect(try views(of: "Lista") == ["composition", "action-tree", "lanes", "delegate-flow"])
    let editor = try #require(try page.template(of: "Editor"))
    let labels = try editor.nodes(forXPath: ".//svg//text").compactMap(\.stringValue)
    #expect(labels.contains("guardarPulsado"))
    #expect(labels.contains("documentoGuardado(UUID)"))
  }

  @Test func aFeaturePageDrawsItsChildrenAsNodesThatOpenTheirPages() throws {
    let graph = try ExampleGraphs.lessonsApp()
    let page = try ParsedExplorerPage(graph)
    let lista = try #require(try page.template(of: "Lista"))
    for view in ["composition", "action-tree"] {
      let opened = try lista.nodes(
        forXPath: ".//div[@data-view='\(view)']//g[@data-feature]/@data-feature"
      ).compactMap { $0.stringValue.flatMap(Int.init) }.map { graph.features[$0].id.rawValue }
      #expect(opened.sorted() == ["EditorPerfil", "Lista"], "\(view)")
    }
  }

  @Test func everyWholeAppViewIsInlinedAsSVGWithItsFeatureNodesClickable() throws {
    let graph = try ExampleGraphs.lessonsApp()
    let page = try ParsedExplorerPage(graph)
    let sections = try page.values("//main/section/@data-view")
    #expect(
      sections == [
        "composition", "delegate-flow", "coupling", "modules", "shared-state", "dependencies",
        "action-tree", "lint", "feature",
      ])
    let composition = "//section[@data-view='composition']//svg"
    #expect(try page.count(composition) == 1)
    let clickable = try page.values(composition + "//g[@data-feature]/@data-feature")
      .compactMap { Int($0) }.map { graph.features[$0].id.rawValue }
    #expect(clickable.sorted() == graph.features.map(\.id.rawValue).sorted())
  }

  @Test func inlinedPicturesShareNoIDAndKeepNoPrologOrNamespaceURL() throws {
    let page = try ParsedExplorerPage(try ExampleGraphs.lessonsApp())
    let ids = try page.values("//@id")
    #expect(Set(ids).count == ids.count)
    #expect(!page.text.contains("<?xml"))
    #expect(!page.text.contains("<!DOCTYPE svg"))
    #expect(!page.text.contains("<!--"))
  }

  @Test func thePageHoldsNoExternalURL() throws {
    let page = try ParsedExplorerPage(try ExampleGraphs.coupledApp())
    for external in ["http://", "https://", "//cdn", "src=", "@import", "url(http"] {
      #expect(!page.text.contains(external), "the page holds \(external)")
    }
  }
}
