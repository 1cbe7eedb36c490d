import Foundation
import TCAGraphEmit
import TCAGraphOutput
import TCAGraphViews

/// A Markdown page per diagram with its Mermaid text in a `mermaid` block and a link to its SVG
/// (always written with it), and an `index.md` linking every page.
public enum MarkdownFormat: PictureFormat {
  public static let id = "markdown"
  public static let fileExtension = "md"
  public static let summary =
    "A .md page per diagram (a mermaid block and a link to its .svg, written with it) and "
    + "index.md."
  public static var writtenWith: [any OutputFormat.Type] { [SVGFormat.self] }
  public static let writesMermaid = true

  public static func files(of picture: PictureInput) -> [OutputFile] {
    let page = MarkdownEmitter().page(
      name: picture.diagram.name, title: picture.diagram.description.title,
      mermaid: picture.mermaid, darkVariant: picture.themes == .both)
    return [file(of: picture.diagram, contents: Data(page.utf8))]
  }

  public static func indexFiles(of diagrams: [Diagram]) -> [OutputFile] {
    let index = MarkdownEmitter().index(of: diagrams.map { ($0.name, $0.description.title) })
    return [OutputFile(name: "index.md", contents: Data(index.utf8))]
  }
}
