import Foundation
import TCAGraphEmit
import TCAGraphOutput
import TCAGraphViews

/// A format that writes each diagram of the requested views (`<name>.<extension>`), and
/// optionally files about all of them once they are drawn (Markdown's `index.md`).
public protocol PictureFormat: OutputFormat {
  /// The files of one diagram in this format.
  static func files(of picture: PictureInput) throws -> [OutputFile]
  /// The files written after every diagram, from the diagrams in order.
  static func indexFiles(of diagrams: [Diagram]) -> [OutputFile]
  /// Whether its files hold the diagram's Mermaid text, which GitHub draws only within
  /// ``MermaidLimits``.
  static var writesMermaid: Bool { get }
}

extension PictureFormat {
  public static func indexFiles(of diagrams: [Diagram]) -> [OutputFile] { [] }
  public static var writesMermaid: Bool { false }

  /// The file of `diagram` in this format, `<name><suffix>.<extension>` (`lanes/Editor.svg`).
  public static func file(of diagram: Diagram, suffix: String = "", contents: Data) -> OutputFile {
    OutputFile(name: diagram.name + suffix + "." + fileExtension, contents: contents)
  }
}
