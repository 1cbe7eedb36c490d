import Foundation
import TCAGraph

/// A subcommand of `tca-graph`: its name, options, help and what runs it.
///
/// Every command is listed in ``TCAGraphCommand/commands``, parses its arguments through
/// ``ParsedArguments`` against ``options``, and gets `--help` generated from the same table.
protocol Command: Sendable {
  /// The subcommand's name: `render`.
  static var name: String { get }
  /// One line for `tca-graph --help`.
  static var summary: String { get }
  /// The first paragraph of the command's `--help`.
  static var abstract: String { get }
  /// The usage line, after `USAGE: `.
  static var usage: String { get }
  /// Every option the command accepts, in `--help` order.
  static var options: [Option] { get }
  /// Text after the options in `--help`.
  static var footer: String { get }

  /// Runs the command on parsed arguments, with relative paths taken from `directory`.
  static func run(_ arguments: ParsedArguments, in directory: String) throws -> CommandResult
}

extension Command {
  static var footer: String { "" }

  /// Parses `arguments` and runs the command, or prints its help; errors become exit code 2.
  static func main(_ arguments: [String], in directory: String) -> CommandResult {
    do {
      let parsed = try ParsedArguments.parse(arguments, options: options, command: name)
      if parsed.has(.help) { return CommandResult(output: helpText) }
      return try run(parsed, in: directory)
    } catch {
      return .failure(error)
    }
  }

  /// The `--help` text, generated from ``options``.
  static var helpText: String {
    var lines = [abstract, "", "USAGE: \(usage)", "", "OPTIONS:"]
    let rendered =
      options.map { option in
        (option.spelling + (option.valueName.map { " <\($0)>" } ?? ""), option.help)
      } + [("-h, --help", Option.help.help)]
    let width = rendered.map(\.0.count).max() ?? 0
    for (flag, help) in rendered {
      lines.append("  " + flag.padding(toLength: width + 2, withPad: " ", startingAt: 0) + help)
    }
    if !footer.isEmpty { lines += ["", footer] }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A usage error of this command.
  static func usageError(_ message: String) -> UsageError {
    UsageError(message, command: name)
  }
}
