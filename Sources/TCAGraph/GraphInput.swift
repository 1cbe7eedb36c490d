import TCAGraphRender
import TCAGraphRules
import TCAGraphViews
import TreeIntrospect

/// The graph and the settings of a render, as every ``GraphFormat`` reads them.
public struct GraphInput {
  public var graph: ArchitectureGraph
  /// The requested views, in order.
  public var views: [any DiagramView.Type]
  public var legend: LegendStyle
  public var layout: LayoutEngine
  /// The lint findings a format that ``OutputFormat/showsFindings`` lists.
  public var findings: [Finding]
  /// The URL findings' source lines are linked under, if any.
  public var linkBase: String?
  /// The scan's warnings and notes, which the HTML explorer lists.
  public var diagnostics: [ScanDiagnostic]
  public var renderer: GraphvizRenderer
  /// The revision the change is drawn against (`render --diff-base`), if any.
  public var changes: DiagramChanges?

  public init(
    graph: ArchitectureGraph, views: [any DiagramView.Type], legend: LegendStyle,
    layout: LayoutEngine, findings: [Finding], linkBase: String?,
    diagnostics: [ScanDiagnostic] = [], renderer: GraphvizRenderer
  ) {
    self.graph = graph
    self.views = views
    self.legend = legend
    self.layout = layout
    self.findings = findings
    self.linkBase = linkBase
    self.diagnostics = diagnostics
    self.renderer = renderer
  }
}
