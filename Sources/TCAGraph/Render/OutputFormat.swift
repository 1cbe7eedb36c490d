/// A file format the graphviz renderer can produce.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// Scalable Vector Graphics, for DocC catalogs and web pages.
  case svg
  /// A bitmap in Portable Network Graphics form.
  case png
  /// A Portable Document Format page.
  case pdf

  /// The format named `name` (`svg`, `png` or `pdf`, any case), or ``RenderError/unknownFormat(_:)``.
  public init(name: String) throws {
    guard let format = OutputFormat(rawValue: name.lowercased()) else {
      throw RenderError.unknownFormat(name)
    }
    self = format
  }

  /// The name graphviz gives this format's renderer (`-T` on the `dot` command line).
  var graphvizName: String { rawValue }
}
