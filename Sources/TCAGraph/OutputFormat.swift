import TCAGraphRender

/// A file format tca-graph writes: an image graphviz renders, or text it emits itself.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// Scalable Vector Graphics, for DocC catalogs and web pages.
  case svg
  /// A bitmap in Portable Network Graphics form.
  case png
  /// A Portable Document Format page.
  case pdf
  /// Graphviz's DOT text, as tca-graph emits it (not laid out).
  case dot
  /// Mermaid text, which GitHub renders in Markdown.
  case mermaid
  /// The architecture graph as JSON: one `architecture.json` for every view.
  case json
  /// A Markdown page per diagram with its Mermaid text in a `mermaid` block and a link to its
  /// SVG (always written with it), and an `index.md` linking every page.
  case markdown
  /// One self-contained `index.html` to explore the app: every picture inlined, a page per
  /// feature, search, pan and zoom, and the lint table (``HTMLExplorer``).
  case html

  /// The formats `render` writes when none is asked for.
  public static let defaults: [OutputFormat] = [.svg, .dot, .mermaid, .json]

  /// The format named `name` (any case), or ``RenderError/unknownFormat(_:)``.
  public init(name: String) throws {
    guard let format = OutputFormat(rawValue: name.lowercased()) else {
      throw RenderError.unknownFormat(name)
    }
    self = format
  }

  /// The file extension.
  public var fileExtension: String {
    switch self {
    case .mermaid: "mmd"
    case .markdown: "md"
    default: rawValue
    }
  }

  /// The name graphviz gives this format's renderer (`-T` on the `dot` command line), for the
  /// formats graphviz renders; `nil` for the text formats tca-graph writes itself.
  public var graphvizName: String? { imageFormat?.rawValue }

  /// The image format graphviz renders this format as; `nil` for the text formats.
  public var imageFormat: ImageFormat? { ImageFormat(rawValue: rawValue) }
}
