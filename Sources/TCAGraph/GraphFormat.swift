import TCAGraphOutput

/// A format that writes the whole graph once, whatever views are requested (`architecture.json`,
/// `index.html`).
public protocol GraphFormat: OutputFormat {
  /// The files of the graph in this format, adding to `notes` a line for anything it could not
  /// write in full.
  static func files(of input: GraphInput, notes: inout [String]) throws -> [OutputFile]
}
