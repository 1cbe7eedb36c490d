import TCAGraphRender
import TCAGraphViews

/// One diagram as every ``PictureFormat`` reads it: its DOT and Mermaid text (emitted once for
/// all formats) and the settings of the render.
public struct PictureInput {
  public var diagram: Diagram
  /// The diagram's DOT text in the primary theme, with its legend.
  public var dot: String
  /// The diagram's Mermaid text, with its legend.
  public var mermaid: String
  /// The note an image shows in the diagram's place when graphviz cannot lay it out in
  /// reasonable time (``GraphDescription/layoutNodeLimit``); `nil` for a diagram it can.
  public var standIn: GraphDescription?
  public var legend: LegendStyle
  /// The theme of the pictures, and whether dark variants are written beside them.
  public var themes: ThemeSelection
  public var layout: LayoutEngine
  /// How many pixels a bitmap gets per graphviz point (``DiagramSet/bitmapScale``).
  public var bitmapScale: Int
  public var renderer: GraphvizRenderer

  public init(
    diagram: Diagram, dot: String, mermaid: String, standIn: GraphDescription?,
    legend: LegendStyle, themes: ThemeSelection, layout: LayoutEngine, bitmapScale: Int = 1,
    renderer: GraphvizRenderer
  ) {
    self.bitmapScale = bitmapScale
    self.diagram = diagram
    self.dot = dot
    self.mermaid = mermaid
    self.standIn = standIn
    self.legend = legend
    self.themes = themes
    self.layout = layout
    self.renderer = renderer
  }
}
