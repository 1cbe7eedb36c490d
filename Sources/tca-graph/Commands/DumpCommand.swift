import TCAGraph

/// `tca-graph dump`: prints the architecture graph as versioned JSON.
enum DumpCommand: Command {
  static let misdirectedOptions = [InputOptions.focus]

  static let name = "dump"
  static let summary = "Print the architecture graph (IR) as JSON"
  static let abstract =
    "Prints the architecture graph (IR) of Swift sources or an IR file as JSON ('tca-graph "
    + "example --format json --out -' prints the bundled example's)."
  static let usage = [
    "tca-graph dump <paths> ... [--root <NAME>] [--module <NAME>] [options]",
    "tca-graph dump --input <FILE> [--root <NAME>] [--module <NAME>]",
  ]
  static let options = InputOptions.all

  static func run(_ arguments: ParsedArguments, in directory: String) throws -> CommandResult {
    if arguments.gave(InputOptions.focus) {
      throw usageError(
        "'--focus' draws one subtree in render's pictures; dump prints a graph: use '--root'")
    }
    let loaded = try GraphLoader.load(arguments, command: self, in: directory)
    let modules = arguments.list(InputOptions.module)
    let graph = modules.isEmpty ? loaded.graph : loaded.graph.restricted(toModules: Set(modules))
    return CommandResult(
      output: ReadableText.json(String(decoding: try graph.jsonData(), as: UTF8.self)),
      errors: DiagnosticPrinter.text(loaded.diagnostics))
  }
}
