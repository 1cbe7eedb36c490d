import Foundation
import TCAGraph
import TreeIntrospect

/// `tca-graph render` (and `tca-graph <paths>`): writes diagrams of an app into a folder.
/// ``ExampleCommand`` draws the bundled example with the same options.
enum RenderCommand: Command {
  /// Above this many features the whole-app pictures get large, and `render` suggests `--focus`.
  static let largeAppFeatureCount = 40

  static let out = Option.value(
    "out", "DIR",
    "The folder to write into (default: out); '-' prints the one file a request makes to "
      + "standard output.", completion: .directory)
  static let format = Option.value(
    "format", "LIST",
    "Formats, comma-separated: \(OutputFormats.ids.joined(separator: ", ")) "
      + "(default: \(OutputFormats.defaults.map { $0.id }.joined(separator: ","))).",
    completion: .list(OutputFormats.ids))
  static let view = Option.value(
    "view", "LIST",
    "Views, comma-separated: \(DiagramViews.ids.joined(separator: ", ")) (default: all).",
    completion: .list(DiagramViews.ids))
  static let layout = Option.value(
    "layout", "ENGINE", "The graphviz layout engine (default: dot).",
    completion: .choices(LayoutEngine.bundled.map(\.rawValue)))
  static let legend = Option.value(
    "legend", "STYLE",
    "Legends: full (beside the diagram, with shapes), compact (rows under the title) or none "
      + "(default: \(LegendStyle.default.rawValue)).",
    completion: .choices(LegendStyle.allCases.map(\.rawValue)))
  static let theme = Option.value(
    "theme", "THEME",
    "Picture colours: light, dark, or both (light files and a <name>~dark variant beside each "
      + "SVG, PNG and PDF, as DocC reads them) (default: light).",
    completion: .choices(ThemeSelection.allCases.map(\.rawValue)))

  static let scale = Option.value(
    "scale", "N",
    "PNG pixels per point, \(bitmapScales.lowerBound) to \(bitmapScales.upperBound): 2 for "
      + "retina screens (default: 1, \(GraphvizRenderer.bitmapDotsPerInch) dpi). SVG and PDF are "
      + "vector pictures and ignore it.",
    completion: .choices(bitmapScales.map(String.init)))
  /// The `--scale` values accepted.
  static let bitmapScales = 1...4

  static let linkBase = Option.value(
    "link-base", "URL",
    "With --format html, link each finding to its source line under this URL (http:, https:, "
      + "file: or relative), e.g. https://github.com/owner/repo/blob/<commit>.")

  static let diffBase = Option.value(
    "diff-base", "REF",
    "Draw the composition and delegate-flow pictures as a change from the git revision REF: "
      + "added green, removed dashed grey, changed amber, unchanged features folded.")

  static let name = "render"
  static let summary = "Render diagrams of Swift sources or an IR file"
  static let abstract = """
    Renders the diagrams of an app: give Swift source files or folders to scan, or an IR file \
    with --input ('tca-graph example' draws the bundled example).
    """
  static let usage = [
    "tca-graph [render] <paths> ... [--out <DIR>] [--format <LIST>] [--view <LIST>] [options]",
    "tca-graph [render] --input <FILE> [--out <DIR>] [options]",
    "tca-graph render --view composition --format dot --out -",
  ]
  static let options =
    [out, format, view, layout, legend, theme, scale, linkBase, diffBase, InputOptions.focus]
    + InputOptions.all
  static var helpTables: [(title: String, rows: [(label: String, text: String)])] {
    [
      ("VIEWS", DiagramViews.all.map { ($0.id, $0.summary) }),
      ("FORMATS", OutputFormats.all.map { ($0.id, $0.summary) }),
    ]
  }
  static var footer: String {
    let pictures = OutputFormats.all.filter { $0 is any PictureFormat.Type }.map {
      "." + $0.fileExtension
    }
    return "FILES: one per view and picture format, named after the view (lanes: lanes/<Feature>) "
      + "with the format's extension (" + pictures.joined(separator: "/") + "); every other "
      + "format writes one file for the whole graph, as FORMATS says. Names are stable so docs "
      + "can link them. With '--out -' the request must make exactly one file: one view and one "
      + "format (lanes makes a file per feature)."
  }

  static func run(_ arguments: ParsedArguments, in directory: String) throws -> CommandResult {
    try draw(arguments, in: directory, as: self)
  }

  /// Renders what `arguments` ask for as `command`, which names the usage errors: the sources or
  /// IR file they name, or the bundled example when `example` (``ExampleCommand``).
  static func draw(
    _ arguments: ParsedArguments, in directory: String, as command: any Command.Type,
    example: Bool = false
  ) throws -> CommandResult {
    let formatNames = arguments.list(format)
    let formats =
      try formatNames.isEmpty
      ? OutputFormats.defaults
      : formatNames.map { name throws(UsageError) in
        try Choice.pick(
          name.lowercased(), from: OutputFormats.all, named: { $0.id }, kind: "format",
          option: format, command: command.name)
      }
    let viewNames = arguments.list(view)
    let views =
      try viewNames.isEmpty
      ? DiagramViews.all
      : viewNames.map { name throws(UsageError) in
        try Choice.pick(
          name, from: DiagramViews.all, named: { $0.id }, kind: "view", option: view,
          command: command.name)
      }
    let legendStyle = try arguments.value(legend).map { name throws(UsageError) in
      try Choice.pick(
        name.lowercased(), from: LegendStyle.allCases, named: \.rawValue, kind: "legend style",
        option: legend, command: command.name)
    }
    let themes = try arguments.value(theme).map { name throws(UsageError) in
      try Choice.pick(
        name.lowercased(), from: ThemeSelection.allCases, named: \.rawValue, kind: "theme",
        option: theme, command: command.name)
    }
    let diffBaseRef = arguments.value(diffBase)
    if diffBaseRef != nil, arguments.positional.isEmpty {
      throw command.usageError(
        "'--diff-base' compares Swift sources with a git revision; give the source folders, "
          + "e.g. 'tca-graph render Sources --diff-base main'")
    }
    let bitmapScale = try arguments.value(scale).map { text throws(UsageError) in
      guard let value = Int(text), bitmapScales.contains(value) else {
        throw command.usageError(
          "'--scale' takes a whole number from \(bitmapScales.lowerBound) to "
            + "\(bitmapScales.upperBound), not '\(text)'")
      }
      return value
    }
    let loaded = try GraphLoader.load(
      arguments, command: command, in: directory, example: example)
    var graph = loaded.graph
    let modules = arguments.list(InputOptions.module)
    if !modules.isEmpty {
      graph = graph.restricted(toModules: Set(modules))
    }
    let changes = try diffBaseRef.map { ref in
      var base = try DiffSides.graph(at: ref, arguments, command: command, in: directory)
      if !modules.isEmpty { base = base.restricted(toModules: Set(modules)) }
      return DiagramChanges(baseName: ref, base: base, head: graph)
    }
    let focus = arguments.value(InputOptions.focus)
    let diagramSet = DiagramSet(
      views: views, formats: formats, focus: focus.map { FeatureID(rawValue: $0) },
      layout: LayoutEngine(rawValue: arguments.value(layout) ?? "dot"),
      legend: legendStyle ?? .default, themes: themes ?? .light)
    var diagrams = diagramSet
    diagrams.diagnostics = loaded.diagnostics
    diagrams.changes = changes
    diagrams.bitmapScale = bitmapScale ?? 1
    if formats.contains(where: { $0.showsFindings }) {
      diagrams.findings = try lintFindings(of: graph, loaded: loaded, arguments, in: directory)
      diagrams.linkBase = try LinkBaseArgument.value(of: linkBase, in: arguments, command: command)
    }
    var notes: [String] = []
    let files = try diagrams.files(for: graph, renderer: GraphvizRenderer(), notes: &notes)
    let folder = arguments.value(out) ?? "out"
    if folder == CommandResult.standardOutputPath {
      return try printing(
        files, as: command,
        diagnostics: DiagnosticPrinter.text(loaded.diagnostics)
          + notes.map { ReadableText.line($0) + "\n" }.joined())
    }
    let written = try OutputWriter.write(
      files, into: URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: directory)).path,
      shownAs: folder)
    var result = CommandResult(
      errors: DiagnosticPrinter.text(loaded.diagnostics)
        + notes.map { ReadableText.line($0) + "\n" }.joined()
        + DiagnosticPrinter.text(written.notes.map(ScanDiagnostic.written)))
    let featureCount = graph.features.count
    result.output +=
      "rendered \(featureCount) feature\(featureCount == 1 ? "" : "s") into \(folder)/:\n"
    if featureCount > largeAppFeatureCount, focus == nil {
      result.errors += DiagnosticPrinter.text([
        .largeApp(featureCount, example: graph.focusSuggestion?.rawValue)
      ])
    }
    for file in files {
      result.output += "  \((folder as NSString).appendingPathComponent(file.name))\n"
    }
    return result
  }

  /// The result of `--out -`: the request's one file on standard output, or a usage error naming
  /// the files it would make.
  private static func printing(
    _ files: [OutputFile], as command: any Command.Type, diagnostics: String
  ) throws -> CommandResult {
    guard files.count == 1, let file = files.first else {
      let names = files.prefix(4).map(\.name).joined(separator: ", ")
      let made =
        files.isEmpty
        ? "no file" : "\(files.count) (\(names)\(files.count > 4 ? ", …" : ""))"
      throw command.usageError(
        "'--out -' prints one file to standard output, but this request makes \(made); choose "
          + "one view and one format, e.g. '--view composition --format dot --out -'")
    }
    return CommandResult(errors: diagnostics, data: file.contents)
  }

  /// The findings `lint` reports on `graph` with the nearest configuration and the scan's
  /// suppression comments, for the HTML explorer.
  private static func lintFindings(
    of graph: ArchitectureGraph, loaded: LoadedGraph, _ arguments: ParsedArguments,
    in directory: String
  ) throws -> [Finding] {
    let inputs = arguments.value(InputOptions.input).map { [$0] } ?? arguments.positional
    let configuration = try LintRunner.configuration(
      path: nil, inputs: inputs, workingDirectory: directory)
    let request = LintRequest(
      graph: graph, workingDirectory: directory, configuration: configuration,
      suppressions: loaded.suppressions)
    return try LintRunner.run(request).get().findings
  }
}
