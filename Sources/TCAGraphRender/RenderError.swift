/// Why the graphviz renderer could not turn DOT text into an image.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// Graphviz rejected the DOT text; `message` is graphviz's own, `line` the line it names.
  case invalidDOT(message: String, line: Int?)
  /// No layout engine of this name is installed; `graphvizMessage` lists the ones that are.
  case unknownLayoutEngine(String, graphvizMessage: String)
  /// The output format name is not one that tca-graph writes.
  case unknownFormat(String)
  /// Graphviz runs but lacks the plugin for a bundled engine or format (its plugin registry is
  /// missing or stale).
  case missingPlugin(kind: PluginKind, name: String)
  /// The engine draws positions a graph already has (``LayoutEngine/positional``), and
  /// tca-graph's graphs have none.
  case needsPositions(engine: String)
  /// The layout engine failed on a graph graphviz had accepted.
  case layoutFailed(engine: String, message: String)
  /// Graphviz laid the graph out but could not write it in the requested format.
  case renderFailed(format: ImageFormat, message: String)
  /// Graphviz could not create its context (it is out of memory).
  case contextUnavailable

  /// The kind of graphviz plugin a ``RenderError/missingPlugin(kind:name:)`` names.
  public enum PluginKind: String, Sendable {
    /// A layout engine such as `dot`.
    case layout
    /// An output renderer such as `svg`.
    case renderer
  }

  /// A one-line message naming what went wrong and what to do about it.
  public var description: String {
    switch self {
    case .invalidDOT(let message, let line?):
      return "invalid DOT at line \(line): \(message)"
    case .invalidDOT(let message, nil):
      return "invalid DOT: \(message)"
    case .unknownLayoutEngine(let name, let graphvizMessage):
      let detail = graphvizMessage.isEmpty ? "" : " (graphviz: \(graphvizMessage))"
      return "unknown layout engine '\(name)'\(detail)"
    case .unknownFormat(let name):
      return "unknown output format '\(name)'; use one of: \(Self.imageFormats)"
    case .missingPlugin(let kind, let name):
      return "graphviz has no '\(name)' \(kind.rawValue) plugin; run `dot -c` as root to "
        + "register graphviz's plugins, or reinstall graphviz"
    case .needsPositions(let engine):
      let engines = LayoutEngine.bundled.map(\.rawValue).joined(separator: ", ")
      return "layout engine '\(engine)' only draws positions a graph already has, and "
        + "tca-graph's graphs have none; use one of: \(engines)"
    case .layoutFailed(let engine, let message):
      return "graphviz layout engine '\(engine)' failed: \(message)"
    case .renderFailed(let format, let message):
      return "graphviz could not render \(format.rawValue): \(message)"
    case .contextUnavailable:
      return "graphviz could not create a context (out of memory?)"
    }
  }

  /// The formats graphviz renders, for messages.
  private static var imageFormats: String {
    ImageFormat.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
