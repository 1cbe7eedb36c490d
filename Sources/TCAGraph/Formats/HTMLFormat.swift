import Foundation
import TCAGraphExplorer
import TCAGraphOutput

/// One self-contained `index.html` to explore the app: every picture inlined, a page per
/// feature, search, pan and zoom, and the lint table (``HTMLExplorer``).
public enum HTMLFormat: GraphFormat {
  public static let id = "html"
  public static let fileExtension = "html"
  public static let summary =
    "index.html: one self-contained page to explore every picture, a page per feature and the "
    + "lint findings."
  public static let showsFindings = true

  public static func files(of input: GraphInput, notes: inout [String]) throws -> [OutputFile] {
    var explorer = HTMLExplorer(
      views: input.views, legend: input.legend, layout: input.layout, findings: input.findings,
      linkBase: input.linkBase, diagnostics: input.diagnostics)
    explorer.changes = input.changes
    let page = try explorer.page(of: input.graph, renderer: input.renderer, notes: &notes)
    return [OutputFile(name: "index." + fileExtension, contents: Data(page.utf8))]
  }
}
