import Foundation
import TCAGraphOutput

/// Mermaid text, which GitHub renders in Markdown.
public enum MermaidFormat: PictureFormat {
  public static let id = "mermaid"
  public static let fileExtension = "mmd"
  public static let summary = "Mermaid text, which GitHub renders in Markdown."
  public static let isDefault = true
  public static let writesMermaid = true

  public static func files(of picture: PictureInput) -> [OutputFile] {
    [file(of: picture.diagram, contents: Data(picture.mermaid.utf8))]
  }
}
