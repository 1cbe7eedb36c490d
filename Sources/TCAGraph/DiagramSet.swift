import Foundation
import TCAGraphEmit
import TCAGraphOutput
import TCAGraphRender
import TCAGraphRules
import TCAGraphSupport
import TCAGraphViews
import TreeIntrospect

/// Turns an architecture graph into the files of every requested view and format, in memory,
/// so a failure anywhere writes nothing.
public struct DiagramSet {
  public var views: [any DiagramView.Type]
  public var formats: [any OutputFormat.Type]
  /// Limits the action tree and composition views to one feature's subtree.
  public var focus: FeatureID?
  public var layout: LayoutEngine
  /// How many pixels a PNG gets per graphviz point: 1 is 72 dpi, 2 suits a retina screen.
  public var bitmapScale = 1
  /// How much room each picture's legend takes.
  public var legend: LegendStyle
  /// The theme of the pictures, and whether dark variants are written beside them.
  public var themes: ThemeSelection
  /// The lint findings the HTML explorer lists.
  public var findings: [Finding] = []
  /// The URL the HTML explorer links findings' source lines under, if any.
  public var linkBase: String?
  /// The scan's warnings and notes, which the HTML explorer lists beside the findings.
  public var diagnostics: [ScanDiagnostic] = []
  /// The revision the composition and delegate-flow pictures draw the change against
  /// (`render --diff-base`), if any.
  public var changes: DiagramChanges?

  /// A set of the given views and formats, each kept once in the order first given (so
  /// `--format svg,svg` writes one file).
  public init(
    views: [any DiagramView.Type] = DiagramViews.all,
    formats: [any OutputFormat.Type] = OutputFormats.defaults,
    focus: FeatureID? = nil,
    layout: LayoutEngine = .dot,
    legend: LegendStyle = .default,
    themes: ThemeSelection = .light
  ) {
    var seenViews: Set<String> = []
    self.views = views.filter { seenViews.insert($0.id).inserted }
    var seenFormats: Set<String> = []
    self.formats = formats.filter { seenFormats.insert($0.id).inserted }
    self.focus = focus
    self.layout = layout
    self.legend = legend
    self.themes = themes
  }

  /// The diagrams of the requested views, in order, each named by the file it is written under
  /// (without extension): `action-tree`, `lanes/Editor`.
  public func diagrams(of graph: ArchitectureGraph) throws -> [Diagram] {
    try checkFocus(in: graph)
    let options = DiagramOptions(focus: focus, changes: changes)
    return views.flatMap { $0.init().diagrams(of: graph, options: options) }
  }

  /// The picture an image of `diagram` shows in its place when it has more nodes than
  /// ``GraphDescription/layoutNodeLimit``, with a line for `notes`; `nil` for a picture graphviz can lay out.
  private func laidOut(_ diagram: Diagram, notes: inout [String]) -> GraphDescription? {
    let count = diagram.description.nodes.count
    let limit = diagram.description.layoutNodeLimit
    guard count > limit else { return nil }
    let advice = "draw a part with --focus <Feature>, --root <Feature> or --module <Module>"
    notes.append(
      "note: \(diagram.name) has \(count) nodes, more than graphviz lays out in reasonable time "
        + "(\(limit)); its pictures say so, its .dot and .mmd files hold it "
        + "whole; \(advice)")
    let text =
      "\(count) nodes are more than graphviz lays out in reasonable time "
      + "(at most \(limit)).\nThe .dot and .mmd files hold the whole picture;\n"
      + advice + "."
    return GraphDescription(
      title: diagram.description.title,
      nodes: [
        GraphNode(
          id: "too-large", label: text, shape: .note, fillColor: Palette.internal,
          textColor: Palette.text)
      ])
  }

  /// Throws ``DiagramError/unknownFeature(_:known:)`` when the focus is not in `graph`.
  private func checkFocus(in graph: ArchitectureGraph) throws {
    if let focus, graph.feature(focus) == nil {
      throw DiagramError.unknownFeature(focus.rawValue, known: graph.features.map(\.id.rawValue))
    }
  }

  /// The formats written: the requested ones, each preceded by the formats it is written with
  /// that were not asked for (SVG before Markdown, since every Markdown page links its SVG).
  var writtenFormats: [any OutputFormat.Type] {
    var seen = Set(formats.map { $0.id })
    var result: [any OutputFormat.Type] = []
    for format in formats {
      result += format.writtenWith.filter { seen.insert($0.id).inserted }
      result.append(format)
    }
    return result
  }

  /// Every file of every requested view and format: each ``PictureFormat``'s files of every
  /// diagram, then their index files (Markdown's `index.md`), then each ``GraphFormat``'s
  /// (`architecture.json`, `index.html`), in the order the formats are written.
  public func files(for graph: ArchitectureGraph, renderer: GraphvizRenderer) throws -> [OutputFile]
  {
    var notes: [String] = []
    return try files(for: graph, renderer: renderer, notes: &notes)
  }

  /// ``files(for:renderer:)``, adding to `notes` a line for each picture with more nodes than
  /// ``GraphDescription/layoutNodeLimit``: its SVG, PNG or PDF is a note saying so and naming what to draw
  /// instead, while its DOT, Mermaid and Markdown hold it whole; the HTML explorer shows such a
  /// picture as a note in its place.
  public func files(
    for graph: ArchitectureGraph, renderer: GraphvizRenderer, notes: inout [String]
  ) throws -> [OutputFile] {
    let written = writtenFormats
    let pictureFormats = written.compactMap { $0 as? any PictureFormat.Type }
    let graphFormats = written.compactMap { $0 as? any GraphFormat.Type }
    // Only graph formats asked for (the HTML explorer draws its own pictures): no view is built
    // here, but a bad focus is still an error.
    if pictureFormats.isEmpty { try checkFocus(in: graph) }
    let diagrams = pictureFormats.isEmpty ? [] : try diagrams(of: graph)
    var files: [OutputFile] = []
    for diagram in diagrams {
      let picture = PictureInput(
        diagram: diagram,
        dot: DOTEmitter(legend: legend, theme: themes.primary).emit(diagram.description),
        mermaid: MermaidEmitter(legend: legend).emit(diagram.description),
        standIn: laidOut(diagram, notes: &notes), legend: legend, themes: themes, layout: layout,
        bitmapScale: bitmapScale, renderer: renderer)
      for format in pictureFormats {
        files += try format.files(of: picture)
      }
      let mermaidFiles = pictureFormats.filter { $0.writesMermaid }.map {
        diagram.name + "." + $0.fileExtension
      }
      if let first = mermaidFiles.first,
        let warning = MermaidLimits.warning(for: picture.mermaid, file: first)
      {
        notes.append(warning)
      }
    }
    for format in pictureFormats {
      files += format.indexFiles(of: diagrams)
    }
    var input = GraphInput(
      graph: graph, views: views, legend: legend, layout: layout, findings: findings,
      linkBase: linkBase, diagnostics: diagnostics, renderer: renderer)
    input.changes = changes
    for format in graphFormats {
      files += try format.files(of: input, notes: &notes)
    }
    return files
  }
}

/// Why a diagram cannot be drawn.
public enum DiagramError: Error, Equatable, CustomStringConvertible {
  case unknownFeature(String, known: [String])

  public var description: String {
    switch self {
    case .unknownFeature(let name, let known):
      var message = "no feature named '\(name)'"
      if let nearest = NameSuggestion.nearest(name, in: known) {
        message += "; did you mean '\(nearest)'?"
      }
      return message
    }
  }
}
