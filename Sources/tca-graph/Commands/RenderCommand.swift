import Foundation
import TCAGraph
import TreeIntrospect

/// `tca-graph render` (and `tca-graph` with no subcommand): writes diagrams into a folder.
enum RenderCommand: Command {
  /// Above this many features the whole-app pictures get large, and `render` suggests `--focus`.
  static let largeAppFeatureCount = 40

  static let out = Option.value("out", "DIR", "The folder to write into (default: out).")
  static let format = Option.value(
    "format", "LIST",
    "Formats, comma-separated: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")) "
      + "(default: \(OutputFormat.defaults.map(\.rawValue).joined(separator: ",")))."
  )
  static let view = Option.value(
    "view", "LIST",
    "Views, comma-separated: \(DiagramViews.ids.joined(separator: ", ")) (default: all).")
  static let layout = Option.value("layout", "ENGINE", "The graphviz layout engine (default: dot).")
  static let legend = Option.value(
    "legend", "STYLE",
    "Legends: full (beside the diagram, with shapes), compact (rows under the title) or none "
      + "(default: \(LegendStyle.default.rawValue)).")
  static let theme = Option.value(
    "theme", "THEME",
    "Picture colours: light, dark, or both (light files and a <name>~dark variant beside each "
      + "SVG, PNG and PDF, as DocC reads them) (default: light).")

  static let name = "render"
  static let summary = "Render diagrams of Swift sources, an IR file, or the bundled example"
  static let abstract = """
    Renders the diagrams of an app: give Swift source files or folders to scan, an IR file \
    with --input, or nothing for the bundled example.
    """
  static let usage =
    "tca-graph [render] [PATHS...] [--input FILE] [--out DIR] [--format LIST] [--view LIST]"
  static let options = [out, format, view, layout, legend, theme] + InputOptions.all
  static var footer: String {
    let width = (DiagramViews.ids.map(\.count).max() ?? 0) + 2
    let views = DiagramViews.all.map {
      "  " + $0.id.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary
    }
    let images = OutputFormat.allCases.filter { $0 != .json && $0 != .markdown }.map {
      "." + $0.fileExtension
    }
    return
      (["VIEWS:"] + views + [
        "",
        "FILES: one per view and format, named after the view (lanes: lanes/<Feature>), as "
          + images.joined(separator: "/") + ", and architecture.json for json. markdown writes "
          + "a .md page per diagram (a mermaid block and a link to its .svg, written with it) and "
          + "index.md. Names are stable so docs can link them.",
      ]).joined(separator: "\n")
  }

  static func run(_ arguments: ParsedArguments, in directory: String) throws -> CommandResult {
    let formatNames = arguments.list(format)
    let formats =
      try formatNames.isEmpty
      ? OutputFormat.defaults
      : formatNames.map { name throws(UsageError) in
        try Choice.pick(
          name.lowercased(), from: OutputFormat.allCases, named: \.rawValue, kind: "format",
          option: format, command: self.name)
      }
    let viewNames = arguments.list(view)
    let views =
      try viewNames.isEmpty
      ? DiagramViews.all
      : viewNames.map { name throws(UsageError) in
        try Choice.pick(
          name, from: DiagramViews.all, named: { $0.id }, kind: "view", option: view,
          command: self.name)
      }
    let legendStyle = try arguments.value(legend).map { name throws(UsageError) in
      try Choice.pick(
        name.lowercased(), from: LegendStyle.allCases, named: \.rawValue, kind: "legend style",
        option: legend, command: self.name)
    }
    let themes = try arguments.value(theme).map { name throws(UsageError) in
      try Choice.pick(
        name.lowercased(), from: ThemeSelection.allCases, named: \.rawValue, kind: "theme",
        option: theme, command: self.name)
    }
    let loaded = try GraphLoader.load(arguments, command: self, in: directory)
    var graph = loaded.graph
    let modules = arguments.list(InputOptions.module)
    if !modules.isEmpty {
      graph = graph.restricted(toModules: Set(modules))
    }
    let focus = arguments.value(InputOptions.focus)
    let diagrams = DiagramSet(
      views: views, formats: formats, focus: focus.map { FeatureID(rawValue: $0) },
      layout: LayoutEngine(rawValue: arguments.value(layout) ?? "dot"),
      legend: legendStyle ?? .default, themes: themes ?? .light)
    var notes: [String] = []
    let files = try diagrams.files(for: graph, renderer: GraphvizRenderer(), notes: &notes)
    let folder = arguments.value(out) ?? "out"
    try OutputWriter.write(
      files, into: URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: directory)).path,
      shownAs: folder)
    var result = CommandResult(errors: loaded.diagnostics + notes.map { $0 + "\n" }.joined())
    let featureCount = graph.features.count
    result.output +=
      "rendered \(featureCount) feature\(featureCount == 1 ? "" : "s") into \(folder)/:\n"
    if featureCount > largeAppFeatureCount, focus == nil {
      let child = graph.roots.first.flatMap { graph.feature($0)?.children.first?.child }
      let example = child.map { " (for example --focus \($0.rawValue))" } ?? ""
      result.errors +=
        "note: \(featureCount) features make large pictures; --focus <Feature> draws one subtree\(example)\n"
    }
    for file in files {
      result.output += "  \((folder as NSString).appendingPathComponent(file.name))\n"
    }
    return result
  }
}
