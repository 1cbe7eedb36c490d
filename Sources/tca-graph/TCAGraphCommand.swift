import Foundation
import TCAGraph

/// `tca-graph`: dispatches to its subcommands, and runs them in process for tests.
enum TCAGraphCommand {
  static let name = "tca-graph"

  /// Every subcommand, in `--help` order; the first runs on paths given with no subcommand
  /// (`tca-graph Sources`).
  static let commands: [any Command.Type] = [
    RenderCommand.self, DumpCommand.self, LintCommand.self, DiffCommand.self, ExampleCommand.self,
  ]

  /// `tca-graph help [<subcommand>]`, which prints the same text as `--help`.
  static let helpCommand = "help"

  static let version = Option.flag("version", "Print the version and exit.")
  static let completionScript = Option.value(
    "generate-completion-script", "SHELL",
    "Print a completion script for \(CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")) "
      + "(see docs/install.md for where to put it).",
    completion: .choices(CompletionShell.allCases.map(\.rawValue)))

  /// The options `tca-graph` itself takes before any subcommand.
  static let options = [version, completionScript]

  /// Runs the command line `arguments` (without the executable's name) with relative paths taken
  /// from `workingDirectory`; returns what to print and the exit code: 0 success, 1 lint findings,
  /// 2 usage or input errors, and no arguments at all (``bareUsage``). What it prints on standard error has its hidden characters
  /// escaped (``ReadableText/lines(_:)``): a name or path cannot act on the terminal.
  static func run(arguments: [String], workingDirectory: String) -> CommandResult {
    var result = dispatch(arguments: arguments, workingDirectory: workingDirectory)
    result.errors = ReadableText.lines(result.errors)
    return result
  }

  private static func dispatch(arguments: [String], workingDirectory: String) -> CommandResult {
    guard let first = arguments.first else { return bareUsage }
    if first == Option.help.spelling || first == "-h" {
      return CommandResult(output: overview)
    }
    if first == helpCommand {
      return help(Array(arguments.dropFirst()))
    }
    if first == version.spelling {
      return CommandResult(output: TCAGraphVersion.current + "\n")
    }
    if first == completionScript.spelling || first.hasPrefix(completionScript.spelling + "=") {
      return completion(arguments)
    }
    if let command = commands.first(where: { $0.name == first }) {
      return command.main(Array(arguments.dropFirst()), in: workingDirectory)
    }
    if first.count == 2, first.hasPrefix("-"), first != "-" {
      // `tca-graph -v`: a one-letter option before any subcommand, where `--version` and render's
      // `--verbose` are both meant as often: the suggestion names both, the help is the overview's.
      let names = (options + RenderCommand.options).map(\.name)
      return .failure(
        UsageError(
          "unknown option '\(first)'" + ParsedArguments.hint(first, in: names), command: name))
    }
    if first.hasPrefix("-") || looksLikePath(first, in: workingDirectory) {
      return RenderCommand.main(arguments, in: workingDirectory)
    }
    return .failure(
      UsageError(
        "unknown command '\(first)'"
          + NameSuggestion.hint(first, in: commands.map { $0.name } + [helpCommand]),
        command: name))
  }

  /// `help` alone prints the overview; `help <subcommand>` that subcommand's help.
  private static func help(_ arguments: [String]) -> CommandResult {
    guard let subcommand = arguments.first else { return CommandResult(output: overview) }
    guard arguments.count == 1 else {
      return .failure(
        UsageError("'help' takes one subcommand name, e.g. 'tca-graph help lint'", command: name))
    }
    if subcommand == helpCommand { return CommandResult(output: overview) }
    guard let command = commands.first(where: { $0.name == subcommand }) else {
      let names = commands.map { $0.name }
      return .failure(
        UsageError(
          "unknown subcommand '\(subcommand)'" + NameSuggestion.hint(subcommand, in: names)
            + " (choose from \(names.joined(separator: ", ")))", command: name))
    }
    return CommandResult(output: command.helpText)
  }

  /// `--generate-completion-script SHELL` (or `=SHELL`): the script for that shell.
  private static func completion(_ arguments: [String]) -> CommandResult {
    do {
      let parsed = try ParsedArguments.parse(arguments, options: options, command: name)
      guard parsed.positional.isEmpty, let shell = parsed.value(completionScript) else {
        throw UsageError(
          "'\(completionScript.spelling)' takes one shell name: "
            + CompletionShell.allCases.map(\.rawValue).joined(separator: ", "), command: name)
      }
      let chosen = try Choice.pick(
        shell, from: CompletionShell.allCases, named: \.rawValue, kind: "shell",
        option: completionScript, command: name)
      return CommandResult(output: chosen.script())
    } catch {
      return .failure(error)
    }
  }

  private static func looksLikePath(_ argument: String, in directory: String) -> Bool {
    argument.contains("/") || argument.hasSuffix(".swift") || argument == "."
      || FileManager.default.fileExists(
        atPath: URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: directory)).path)
  }

  /// `tca-graph` with no arguments: the overview and the likely next command on standard error,
  /// nothing written, and the usage code (2), as a command line missing its subcommand is a
  /// usage error; `tca-graph --help` prints the same overview with 0.
  static var bareUsage: CommandResult {
    CommandResult(
      errors: overview + "\n"
        + "NEXT: tca-graph \(RenderCommand.name) <folder>   draws your app's diagrams into out/, "
        + "e.g. 'tca-graph \(RenderCommand.name) Sources'\n"
        + "      tca-graph \(ExampleCommand.name)           draws the bundled example's\n",
      exitCode: CommandResult.usageFailure)
  }

  /// `tca-graph --help` and `tca-graph help`, in the layout of every subcommand's help.
  static var overview: String { overviewLayout.text }

  /// The overview as ``HelpLayout`` lays it out, for `--help` and the CLI reference page.
  static var overviewLayout: HelpLayout {
    HelpLayout(
      overview: "Diagrams and coupling review for apps built with The Composable Architecture. "
        + "'tca-graph example' renders every view of the bundled example app into out/.",
      usage: [
        "tca-graph [render] <paths> ... [options]",
        "tca-graph <subcommand> [options]",
        "tca-graph help [<subcommand>]",
      ],
      options: options,
      tables: [
        (
          "SUBCOMMANDS",
          commands.map { ($0.name, $0.summary) }
            + [(helpCommand, "Show the help of tca-graph or of a subcommand")]
        )
      ],
      footer: """
        See 'tca-graph help <subcommand>' (or 'tca-graph <subcommand> --help') for each one's \
        options.

        EXIT CODES: \(CommandResult.success) success; \(LintExitCode.findings) lint findings at \
        error severity (any warning with --strict; a note never fails), or a diff that \
        --fail-on fails; \(CommandResult.usageFailure) usage or input errors, and 'tca-graph' \
        with no arguments, which prints this help on standard error and writes nothing.
        """
    )
  }
}
