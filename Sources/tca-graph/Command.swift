import Foundation
import TCAGraph

/// A subcommand of `tca-graph`: its name, arguments, options, help and what runs it.
///
/// Every command is listed in ``TCAGraphCommand/commands``, parses its arguments through
/// ``ParsedArguments`` against ``options``, and gets `--help` (``HelpLayout``) and shell
/// completion (``CompletionShell``) generated from the same tables.
protocol Command: Sendable {
  /// The subcommand's name: `render`.
  static var name: String { get }
  /// One line for `tca-graph --help`.
  static var summary: String { get }
  /// The OVERVIEW paragraph of the command's `--help`.
  static var abstract: String { get }
  /// The usage lines, each starting `tca-graph`.
  static var usage: [String] { get }
  /// The positional arguments, in `--help` order.
  static var arguments: [PositionalArgument] { get }
  /// Every option the command accepts, in `--help` order.
  static var options: [Option] { get }
  /// Options of other commands this one recognises only to say what to use instead (`lint
  /// --focus`): parsed, but neither listed in `--help` nor completed.
  static var misdirectedOptions: [Option] { get }
  /// Labelled lists after the options in `--help` (views, reporters).
  static var helpTables: [(title: String, rows: [(label: String, text: String)])] { get }
  /// Text after the options and tables in `--help`.
  static var footer: String { get }

  /// Runs the command on parsed arguments, with relative paths taken from `directory`.
  static func run(_ arguments: ParsedArguments, in directory: String) throws -> CommandResult
}

extension Command {
  static var arguments: [PositionalArgument] { [InputOptions.paths] }
  static var helpTables: [(title: String, rows: [(label: String, text: String)])] { [] }
  static var footer: String { "" }
  static var misdirectedOptions: [Option] { [] }

  /// Parses `arguments` and runs the command, or prints its help; errors become exit code 2.
  static func main(_ arguments: [String], in directory: String) -> CommandResult {
    do {
      let parsed = try ParsedArguments.parse(
        arguments, options: options + misdirectedOptions, command: name)
      if parsed.has(.help) { return CommandResult(output: helpText) }
      return try run(parsed, in: directory)
    } catch {
      return .failure(error)
    }
  }

  /// The `--help` text, laid out by ``HelpLayout`` from ``arguments`` and ``options``.
  static var helpText: String { helpLayout.text }

  /// The command's help as ``HelpLayout`` lays it out, for `--help` and the CLI reference page
  /// (``CLIReference``).
  static var helpLayout: HelpLayout {
    HelpLayout(
      overview: abstract, usage: usage, arguments: arguments, options: options,
      tables: helpTables, footer: footer)
  }

  /// A usage error of this command.
  static func usageError(_ message: String) -> UsageError {
    UsageError(message, command: name)
  }
}
