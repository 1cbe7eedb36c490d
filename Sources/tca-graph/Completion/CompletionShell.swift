/// A shell that `tca-graph --generate-completion-script` writes a completion script for.
///
/// Every script is generated from the same tables as `--help`: ``TCAGraphCommand/commands``,
/// each command's ``Command/options`` and their ``OptionCompletion``, so an option added to a
/// command completes in every shell without further work.
enum CompletionShell: String, CaseIterable, Sendable {
  case bash
  case zsh
  case fish

  /// The completion script for this shell.
  func script() -> String {
    switch self {
    case .bash: BashCompletionScript.text
    case .zsh: ZshCompletionScript.text
    case .fish: FishCompletionScript.text
    }
  }

  /// The subcommands a script completes, with their options: the commands, then `help`, whose
  /// argument is a subcommand's name.
  static var subcommands: [(name: String, summary: String, options: [Option])] {
    TCAGraphCommand.commands.map { ($0.name, $0.summary, $0.options + [.help]) }
      + [(TCAGraphCommand.helpCommand, "Show the help of tca-graph or of a subcommand", [])]
  }

  /// The first sentence of an option's help, for shells that show one short line.
  static func shortHelp(_ help: String) -> String {
    let sentence = help.split(separator: ". ", maxSplits: 1).first.map(String.init) ?? help
    return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
  }
}
