import CGraphviz
import Foundation

/// Lays out DOT text and renders it to SVG, PNG or PDF with libgraphviz, in process.
///
/// Each renderer owns one graphviz context. Graphviz keeps global state and is not thread-safe,
/// so every renderer in the process takes one shared lock for each render: concurrent callers
/// are safe and run one at a time.
///
/// ```swift
/// let svg = try GraphvizRenderer().render(dot: "digraph { a -> b }", format: .svg)
/// ```
public final class GraphvizRenderer: @unchecked Sendable {
  /// Serialises every call into graphviz across all renderers.
  private static let lock = NSLock()

  /// The `GVC_t *` this renderer owns; `nil` only when graphviz could not allocate it.
  private let context: OpaquePointer?

  /// The resolution graphviz's bitmap renderer draws at when a graph sets no `dpi`: a PNG at
  /// scale 1 has this many pixels per inch of layout.
  public static let bitmapDotsPerInch = 96

  /// Creates a renderer with its own graphviz context, which loads graphviz's plugins.
  public init() {
    context = Self.lock.withLock { gvContext() }
  }

  deinit {
    if let context { Self.lock.withLock { _ = gvFreeContext(context) } }
  }

  /// Lays out `dot` with `layout` and renders it as `format`; throws ``RenderError``. A bitmap
  /// (``ImageFormat/png``) is drawn at `scale` times ``bitmapDotsPerInch`` (2 for a retina
  /// screen); vector formats ignore it.
  public func render(
    dot: String, format: ImageFormat, layout: LayoutEngine = .dot, scale: Int = 1
  ) throws -> Data {
    let name = format.rawValue
    return try Self.lock.withLock {
      guard let context else { throw RenderError.contextUnavailable }
      return try GraphvizMessageLog.capture { messages in
        let graph = try read(dot, messages: messages)
        defer { agclose(graph) }
        if format == .png, scale != 1 {
          tca_set_graph_dpi(graph, Int32(Self.bitmapDotsPerInch * scale))
        }
        try lay(out: graph, with: layout, context: context, messages: messages)
        defer { gvFreeLayout(context, graph) }
        return try write(graph, as: format, named: name, context: context, messages: messages)
      }
    }
  }

  /// Parses `dot` into a graph the caller must close.
  private func read(
    _ dot: String, messages: () -> GraphvizMessages
  ) throws -> UnsafeMutablePointer<Agraph_t> {
    let graph = dot.withCString { tca_agmemread_deterministic($0) }
    let report = messages()
    guard let graph else {
      let summary = report.summary
      throw RenderError.invalidDOT(
        message: summary.isEmpty ? "the input holds no graph" : summary, line: report.line)
    }
    if report.hasErrors {
      agclose(graph)
      throw RenderError.invalidDOT(message: report.summary, line: report.line)
    }
    return graph
  }

  /// Runs the layout engine on `graph`; the caller frees the layout.
  private func lay(
    out graph: UnsafeMutablePointer<Agraph_t>, with layout: LayoutEngine, context: OpaquePointer,
    messages: () -> GraphvizMessages
  ) throws {
    guard !LayoutEngine.positional.contains(layout) else {
      throw RenderError.needsPositions(engine: layout.rawValue)
    }
    let status = gvLayout(context, graph, layout.rawValue)
    let report = messages()
    if status != 0 {
      gvFreeLayout(context, graph)
      if report.raw.contains("not recognized") {
        if LayoutEngine.bundled.contains(layout) {
          throw RenderError.missingPlugin(kind: .layout, name: layout.rawValue)
        }
        throw RenderError.unknownLayoutEngine(layout.rawValue, graphvizMessage: report.summary)
      }
      throw RenderError.layoutFailed(engine: layout.rawValue, message: report.summary)
    }
    if report.hasErrors {
      gvFreeLayout(context, graph)
      throw RenderError.layoutFailed(engine: layout.rawValue, message: report.summary)
    }
  }

  /// Renders the laid-out `graph` into memory.
  private func write(
    _ graph: UnsafeMutablePointer<Agraph_t>, as format: ImageFormat, named name: String,
    context: OpaquePointer,
    messages: () -> GraphvizMessages
  ) throws -> Data {
    let data = GraphvizCompatibility.renderData(
      context: context, graph: graph, format: name)
    let report = messages()
    guard let data, !report.hasErrors else {
      // Graphviz says `Format: "svg" not recognized` when no plugin offers the format at all,
      // and `renderer for svg is unavailable` when a device is registered without its renderer.
      if report.raw.contains("not recognized") || report.raw.contains("is unavailable") {
        throw RenderError.missingPlugin(kind: .renderer, name: name)
      }
      let summary = report.summary
      throw RenderError.renderFailed(
        format: format, message: summary.isEmpty ? "graphviz reported no reason" : summary)
    }
    return data
  }
}
