import Foundation
import TCAGraphOutput

/// Graphviz's DOT text, as tca-graph emits it (not laid out).
public enum DOTFormat: PictureFormat {
  public static let id = "dot"
  public static let fileExtension = "dot"
  public static let summary = "Graphviz's DOT text, as tca-graph emits it (not laid out)."
  public static let isDefault = true

  public static func files(of picture: PictureInput) -> [OutputFile] {
    [file(of: picture.diagram, contents: Data(picture.dot.utf8))]
  }
}
