import TCAGraphRender

/// The formats tca-graph writes, in the order `--help` lists them; the defaults keep this order.
public enum OutputFormats {
  /// Every format type.
  public static let all: [any OutputFormat.Type] = [
    SVGFormat.self,
    PNGFormat.self,
    PDFFormat.self,
    DOTFormat.self,
    MermaidFormat.self,
    JSONFormat.self,
    MarkdownFormat.self,
    HTMLFormat.self,
  ]

  /// The formats `render` writes when none is asked for.
  public static var defaults: [any OutputFormat.Type] { all.filter { $0.isDefault } }

  /// Every format's `--format` name, in registry order.
  public static var ids: [String] { all.map { $0.id } }

  /// The format with the given `--format` name.
  public static func format(id: String) -> (any OutputFormat.Type)? {
    all.first { $0.id == id }
  }

  /// The format named `name` (any case), or ``RenderError/unknownFormat(_:)``.
  public static func format(named name: String) throws -> any OutputFormat.Type {
    guard let format = format(id: name.lowercased()) else {
      throw RenderError.unknownFormat(name)
    }
    return format
  }
}
