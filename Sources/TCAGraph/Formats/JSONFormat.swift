import TCAGraphOutput
import TCAGraphSupport

/// The architecture graph as JSON: one `architecture.json` for every view.
public enum JSONFormat: GraphFormat {
  public static let id = "json"
  public static let fileExtension = "json"
  public static let summary =
    "The architecture graph as JSON: one architecture.json for every view."
  public static let isDefault = true

  public static func files(of input: GraphInput, notes: inout [String]) throws -> [OutputFile] {
    [
      OutputFile(
        name: "architecture." + fileExtension,
        contents: ReadableText.json(try input.graph.jsonData()))
    ]
  }
}
