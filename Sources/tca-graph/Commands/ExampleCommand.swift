import TCAGraph

/// `tca-graph example`: renders the bundled example app, with render's picture options, into
/// `--out` (default `out`) and nowhere else, and lists every file it wrote. Bare `tca-graph`
/// used to do this, and so replaced what a user kept in their own `out/`.
enum ExampleCommand: Command {
  static let name = "example"
  static let summary = "Render the diagrams of the bundled example app"
  static let abstract = """
    Renders the diagrams of the bundled example app (the one the TreeIntrospect lessons build) \
    into --out, default out/, and lists each file it wrote there; it reads no sources.
    """
  static let usage = [
    "tca-graph example [--out <DIR>] [--format <LIST>] [--view <LIST>] [options]",
    "tca-graph example --format json --out -",
  ]
  static let arguments: [PositionalArgument] = []
  static let options = [
    RenderCommand.out, RenderCommand.format, RenderCommand.view, RenderCommand.layout,
    RenderCommand.legend, RenderCommand.theme, RenderCommand.scale, RenderCommand.linkBase,
    InputOptions.focus, InputOptions.root, InputOptions.module,
  ]
  static var helpTables: [(title: String, rows: [(label: String, text: String)])] {
    RenderCommand.helpTables
  }
  static var footer: String { RenderCommand.footer }

  static func run(_ arguments: ParsedArguments, in directory: String) throws -> CommandResult {
    if let path = arguments.positional.first {
      throw usageError(
        "'example' reads no sources, so it takes no path ('\(path)' given); "
          + "'tca-graph render \(path)' draws that app")
    }
    return try RenderCommand.draw(arguments, in: directory, as: self, example: true)
  }
}
