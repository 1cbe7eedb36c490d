import Foundation
import TCAGraphEmit
import TCAGraphExplorer
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
  public var formats: [OutputFormat]
  /// Limits the action tree and composition views to one feature's subtree.
  public var focus: FeatureID?
  public var layout: LayoutEngine
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

  /// A set of the given views and formats, each kept once in the order first given (so
  /// `--format svg,svg` writes one file).
  public init(
    views: [any DiagramView.Type] = DiagramViews.all,
    formats: [OutputFormat] = OutputFormat.defaults,
    focus: FeatureID? = nil,
    layout: LayoutEngine = .dot,
    legend: LegendStyle = .default,
    themes: ThemeSelection = .light
  ) {
    var seenViews: Set<String> = []
    self.views = views.filter { seenViews.insert($0.id).inserted }
    var seenFormats: Set<OutputFormat> = []
    self.formats = formats.filter { seenFormats.insert($0).inserted }
    self.focus = focus
    self.layout = layout
    self.legend = legend
    self.themes = themes
  }

  /// The diagrams of the requested views, in order, each named by the file it is written under
  /// (without extension): `action-tree`, `lanes/Editor`.
  public func diagrams(of graph: ArchitectureGraph) throws -> [Diagram] {
    try checkFocus(in: graph)
    let options = DiagramOptions(focus: focus)
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

  /// The formats written: the requested ones, with SVG before Markdown when Markdown is asked
  /// for without it, since every Markdown page links its SVG.
  var writtenFormats: [OutputFormat] {
    guard let markdown = formats.firstIndex(of: .markdown), !formats.contains(.svg) else {
      return formats
    }
    var result = formats
    result.insert(.svg, at: markdown)
    return result
  }

  /// Every file of every requested view and format; JSON gives one `architecture.json`,
  /// Markdown one `index.md`, HTML one `index.html` (``HTMLExplorer``), and ``ThemeSelection/both`` a `~dark` file beside each image.
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
    var files: [OutputFile] = []
    // Only JSON or HTML (whose page draws its own) asked for: no view is built here, but a bad
    // focus is still an error.
    let drawsDiagrams = writtenFormats.contains { $0 != .json && $0 != .html }
    if !drawsDiagrams { try checkFocus(in: graph) }
    let diagrams = drawsDiagrams ? try diagrams(of: graph) : []
    for diagram in diagrams {
      let dot = DOTEmitter(legend: legend, theme: themes.primary).emit(diagram.description)
      let mermaid = MermaidEmitter(legend: legend).emit(diagram.description)
      let drawn = laidOut(diagram, notes: &notes)
      for format in writtenFormats {
        let contents: Data
        var darkVariant: OutputFile?
        switch format {
        case .dot: contents = Data(dot.utf8)
        case .mermaid: contents = Data(mermaid.utf8)
        case .markdown:
          contents = Data(
            MarkdownEmitter().page(
              name: diagram.name, title: diagram.description.title, mermaid: mermaid,
              darkVariant: themes == .both
            ).utf8)
        case .svg, .png, .pdf:
          guard let image = format.imageFormat else { continue }
          let imageDOT =
            drawn.map { DOTEmitter(legend: legend, theme: themes.primary).emit($0) } ?? dot
          contents = try renderer.render(dot: imageDOT, format: image, layout: layout)
          if themes == .both {
            let darkDOT = DOTEmitter(legend: legend, theme: .dark).emit(
              drawn ?? diagram.description)
            darkVariant = OutputFile(
              name: diagram.name + ThemeSelection.darkVariantSuffix + "." + format.fileExtension,
              contents: try renderer.render(dot: darkDOT, format: image, layout: layout))
          }
        case .json, .html: continue
        }
        files.append(
          OutputFile(name: "\(diagram.name).\(format.fileExtension)", contents: contents))
        if let darkVariant { files.append(darkVariant) }
      }
    }
    if formats.contains(.markdown) {
      let index = MarkdownEmitter().index(of: diagrams.map { ($0.name, $0.description.title) })
      files.append(OutputFile(name: "index.md", contents: Data(index.utf8)))
    }
    if formats.contains(.html) {
      let explorer = HTMLExplorer(
        views: views, legend: legend, layout: layout, findings: findings, linkBase: linkBase,
        diagnostics: diagnostics)
      let page = try explorer.page(of: graph, renderer: renderer, notes: &notes)
      files.append(OutputFile(name: "index.html", contents: Data(page.utf8)))
    }
    if formats.contains(.json) {
      files.append(
        OutputFile(name: "architecture.json", contents: ReadableText.json(try graph.jsonData())))
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
