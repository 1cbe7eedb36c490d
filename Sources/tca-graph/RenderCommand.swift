import Foundation
import TCAGraph
import TreeIntrospect

/// `tca-graph render` (and `tca-graph` with no subcommand): writes diagrams into a folder.
enum RenderCommand {
  /// Above this many features the whole-app pictures get large, and `render` suggests `--focus`.
  static let largeAppFeatureCount = 40

  static let specs: [OptionSpec] =
    [
      .option("out", "DIR", "The folder to write into (default: out)."),
      .option(
        "format", "LIST",
        "Formats, comma-separated: svg, png, pdf, dot, mermaid, json (default: svg,dot,mermaid,json)."
      ),
      .option(
        "view", "LIST",
        "Views, comma-separated: "
          + DiagramKind.allCases.map(\.rawValue).joined(separator: ", ") + " (default: all)."),
      .option(
        "focus", "FEATURE", "Draw the action tree and composition of this feature's subtree only."),
      .option("layout", "ENGINE", "The graphviz layout engine (default: dot)."),
      .option(
        "module", "NAME",
        "Draw only the features of these modules (repeatable, comma-separated); their children in "
          + "other modules show as outside."),
    ] + InputOptions.specs

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try CommandArguments.parse(arguments, specs: specs, command: "render")
    if parsed.has("help") {
      print(
        helpText(
          usage:
            "tca-graph [render] [PATHS...] [--input FILE] [--out DIR] [--format LIST] [--view LIST]",
          summary: """
            Renders the diagrams of an app: give Swift source files or folders to scan, an IR file \
            with --input, or nothing for the bundled example.
            """,
          specs: specs,
          footer: """
            FILES: action-tree, composition, delegate-flow, coupling, modules, lanes/<Feature>, \
            each as .svg/.png/.pdf/.dot/.mmd, and architecture.json. Names are stable so docs can \
            link them.
            """), terminator: "")
      return 0
    }
    let formats = try
      (parsed.list("format").isEmpty ? ["svg", "dot", "mermaid", "json"] : parsed.list("format"))
      .map(DiagramFormat.init(name:))
    let views = try parsed.list("view").map(DiagramKind.init(name:))
    var graph = try GraphLoader.load(parsed)
    let modules = parsed.list("module")
    if !modules.isEmpty {
      do {
        try graph.checkModules(modules)
      } catch {
        throw UsageError(error.description, command: "render")
      }
      graph = graph.restricted(toModules: Set(modules))
    }
    let diagrams = DiagramSet(
      views: views.isEmpty ? DiagramKind.allCases : views, formats: formats,
      focus: parsed.value("focus").map { FeatureID(rawValue: $0) },
      layout: LayoutEngine(rawValue: parsed.value("layout") ?? "dot"))
    let files = try diagrams.files(for: graph, renderer: GraphvizRenderer())
    let folder = parsed.value("out") ?? "out"
    try OutputWriter.write(files, into: folder)
    let featureCount = graph.features.count
    print("rendered \(featureCount) feature\(featureCount == 1 ? "" : "s") into \(folder)/:")
    if featureCount > largeAppFeatureCount, parsed.value("focus") == nil {
      let child = graph.roots.first.flatMap { graph.feature($0)?.children.first?.child }
      let example = child.map { " (for example --focus \($0.rawValue))" } ?? ""
      FileHandle.standardError.write(
        Data(
          "note: \(featureCount) features make large pictures; --focus <Feature> draws one subtree\(example)\n"
            .utf8))
    }
    for file in files {
      print("  \((folder as NSString).appendingPathComponent(file.name))")
    }
    return 0
  }
}
