/// A file format `render` writes: its `--format` name, its help line, and whether it is written
/// when no format is asked for. A format draws each picture (``PictureFormat``) or writes the
/// whole graph once (``GraphFormat``).
///
/// Every format is listed in ``OutputFormats/all``, which `--format`, `render --help`, shell
/// completion and the defaults iterate; a format left out of it fails a test.
public protocol OutputFormat: Sendable {
  /// The `--format` name (`mermaid`).
  static var id: String { get }
  /// The extension of the files it writes, without the dot (`mmd`).
  static var fileExtension: String { get }
  /// One line for `render --help`.
  static var summary: String { get }
  /// Whether `render` writes it when `--format` is not given.
  static var isDefault: Bool { get }
  /// The formats written with it, just before it, when they are not asked for (Markdown pages
  /// link their SVG).
  static var writtenWith: [any OutputFormat.Type] { get }
  /// Whether it lists lint findings, which `render` then computes.
  static var showsFindings: Bool { get }
}

extension OutputFormat {
  public static var isDefault: Bool { false }
  public static var writtenWith: [any OutputFormat.Type] { [] }
  public static var showsFindings: Bool { false }
}
