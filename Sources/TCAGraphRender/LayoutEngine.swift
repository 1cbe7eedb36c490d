/// A graphviz layout engine, named as for `dot -K`: `dot`, `neato`, `fdp`, and so on.
///
/// The engines graphviz ships have constants; any other name is accepted here and checked by
/// graphviz when a graph is laid out, so a plugin engine works and a misspelt one fails with
/// ``RenderError/unknownLayoutEngine(_:graphvizMessage:)``.
public struct LayoutEngine: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The engine's name as graphviz knows it.
  public let rawValue: String

  /// The engine named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The engine named by a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// Hierarchical layout in ranks, for directed graphs such as the feature trees.
  public static let dot = LayoutEngine(rawValue: "dot")
  /// Spring-model layout.
  public static let neato = LayoutEngine(rawValue: "neato")
  /// Force-directed layout.
  public static let fdp = LayoutEngine(rawValue: "fdp")
  /// Multiscale force-directed layout for large graphs.
  public static let sfdp = LayoutEngine(rawValue: "sfdp")
  /// Circular layout.
  public static let circo = LayoutEngine(rawValue: "circo")
  /// Radial layout.
  public static let twopi = LayoutEngine(rawValue: "twopi")
  /// Layout of clusters packed as nested boxes.
  public static let osage = LayoutEngine(rawValue: "osage")
  /// Squarified tree-map layout of clusters.
  public static let patchwork = LayoutEngine(rawValue: "patchwork")

  /// Engines that draw the positions a graph already carries (`nop`, `nop1`, `nop2`) instead of
  /// laying it out; tca-graph's graphs carry none, so these cannot draw them.
  public static let positional: Set<LayoutEngine> = ["nop", "nop1", "nop2"]

  /// The engines every graphviz installation ships; if one of them fails to load, graphviz's
  /// plugins are not registered rather than the name being wrong.
  public static let bundled: [LayoutEngine] = [
    .circo, .dot, .fdp, .neato, .osage, .patchwork, .sfdp, .twopi,
  ]
}
