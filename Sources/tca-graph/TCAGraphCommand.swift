import Foundation
import TCAGraph

/// `tca-graph`: dispatches to its subcommands, and runs them in process for tests.
enum TCAGraphCommand {
  static let name = "tca-graph"

  /// Every subcommand, in `--help` order; the first runs when none is named.
  static let commands: [any Command.Type] = [
    RenderCommand.self, DumpCommand.self, LintCommand.self,
  ]

  /// Runs the command line `arguments` (without the executable's name) with relative paths taken
  /// from `workingDirectory`; returns what to print and the exit code: 0 success, 1 lint findings,
  /// 2 usage or input errors.
  static func run(arguments: [String], workingDirectory: String) -> CommandResult {
    guard let first = arguments.first else {
      return RenderCommand.main([], in: workingDirectory)
    }
    if first == Option.help.spelling || first == "-h" || first == "help" {
      return CommandResult(output: overview)
    }
    if first == "--version" {
      return CommandResult(output: TCAGraphVersion.current + "\n")
    }
    if let command = commands.first(where: { $0.name == first }) {
      return command.main(Array(arguments.dropFirst()), in: workingDirectory)
    }
    if first.hasPrefix("-") || looksLikePath(first, in: workingDirectory) {
      return RenderCommand.main(arguments, in: workingDirectory)
    }
    return .failure(
      UsageError(
        "unknown command '\(first)'" + NameSuggestion.hint(first, in: commands.map { $0.name }),
        command: name))
  }

  private static func looksLikePath(_ argument: String, in directory: String) -> Bool {
    argument.contains("/") || argument.hasSuffix(".swift") || argument == "."
      || FileManager.default.fileExists(
        atPath: URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: directory)).path)
  }

  static var overview: String {
    let width = (commands.map { $0.name.count }.max() ?? 0) + 2
    let list = commands.map {
      "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary
    }
    return """
      tca-graph: diagrams and coupling review for apps built with The Composable Architecture.

      USAGE: tca-graph [render] [PATHS...] [options]
             tca-graph <subcommand> [options]

      With no arguments, renders every view of the bundled example app into out/.

      SUBCOMMANDS:
      \(list.joined(separator: "\n"))

      See 'tca-graph <subcommand> --help' for each one's options.

      EXIT CODES: 0 success; 1 lint findings at error severity (any finding with --strict);
                  2 usage or input errors.

      """
  }
}
