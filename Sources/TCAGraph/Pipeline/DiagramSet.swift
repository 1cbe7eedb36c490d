import Foundation
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
    if let focus, graph.feature(focus) == nil {
      throw DiagramError.unknownFeature(focus.rawValue, known: graph.features.map(\.id.rawValue))
    }
    let options = DiagramOptions(focus: focus)
    return views.flatMap { $0.init().diagrams(of: graph, options: options) }
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
    var files: [OutputFile] = []
    let diagrams = try diagrams(of: graph)
    for diagram in diagrams {
      let dot = DOTEmitter(legend: legend, theme: themes.primary).emit(diagram.description)
      let mermaid = MermaidEmitter(legend: legend).emit(diagram.description)
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
          contents = try renderer.render(dot: dot, format: format, layout: layout)
          if themes == .both {
            let darkDOT = DOTEmitter(legend: legend, theme: .dark).emit(diagram.description)
            darkVariant = OutputFile(
              name: diagram.name + ThemeSelection.darkVariantSuffix + "." + format.fileExtension,
              contents: try renderer.render(dot: darkDOT, format: format, layout: layout))
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
        views: views, legend: legend, layout: layout, findings: findings, linkBase: linkBase)
      let page = try explorer.page(of: graph, renderer: renderer)
      files.append(OutputFile(name: "index.html", contents: Data(page.utf8)))
    }
    if formats.contains(.json) {
      files.append(OutputFile(name: "architecture.json", contents: try graph.jsonData()))
    }
    return files
  }

  /// A file name for a feature id: its qualified name, with anything but letters, digits, `.`, `_`
  /// and `-` replaced.
  public static func fileName(for feature: FeatureID) -> String {
    String(feature.rawValue.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" })
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
