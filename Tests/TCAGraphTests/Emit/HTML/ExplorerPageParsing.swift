import Foundation
import TCAGraph
import TreeIntrospect

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The explorer page of a graph, parsed as XML for tests to query with XPath.
struct ParsedExplorerPage {
  var text: String
  var document: XMLDocument

  /// Renders `graph`'s page and parses it; a page that is not well-formed throws.
  init(
    _ graph: ArchitectureGraph, findings: [Finding] = [], linkBase: String? = nil
  ) throws {
    let explorer = HTMLExplorer(findings: findings, linkBase: linkBase)
    text = try explorer.page(of: graph, renderer: GraphvizRenderer())
    document = try XMLDocument(data: Data(text.utf8), options: [])
  }

  /// The string values of the nodes `path` selects.
  func values(_ path: String) throws -> [String] {
    try document.nodes(forXPath: path).map { $0.stringValue ?? "" }
  }

  /// How many nodes `path` selects.
  func count(_ path: String) throws -> Int {
    try document.nodes(forXPath: path).count
  }

  /// The content of the template of the feature named `name`, parsed.
  func template(of name: String) throws -> XMLElement? {
    let indices = try values("//nav//a[@data-name]").indices
    let names = try values("//nav//a/@data-name")
    let positions = try values("//nav//a/@data-feature")
    guard let at = indices.first(where: { names[$0] == name }) else { return nil }
    return try document.nodes(forXPath: "//template[@id='feature-\(positions[at])']").first
      as? XMLElement
  }
}
