import Foundation
import TCAGraph

/// A subcommand: its name, one-line summary, and what runs it.
struct Subcommand: Sendable {
  var name: String
  var summary: String
  var run: @Sendable ([String]) throws -> Int32
}

/// The subcommands of `tca-graph`, and the dispatch between them.
enum CommandTable {
  static let subcommands: [Subcommand] = [
    Subcommand(
      name: "render",
      summary: "Render diagrams of Swift sources, an IR file, or the bundled example",
      run: RenderCommand.run),
    Subcommand(
      name: "dump", summary: "Print the architecture graph (IR) as JSON", run: DumpCommand.run),
    Subcommand(
      name: "lint", summary: "Review feature coupling against the delegate contract",
      run: LintCommand.run),
  ]

  /// Runs the command line and returns the exit code: 0 success, 1 findings, 2 usage or input errors.
  static func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else { return runReporting(RenderCommand.run, []) }
    if first == "--help" || first == "-h" || first == "help" {
      print(overview, terminator: "")
      return 0
    }
    if first == "--version" {
      print(TCAGraphVersion.current)
      return 0
    }
    if let subcommand = subcommands.first(where: { $0.name == first }) {
      return runReporting(subcommand.run, Array(arguments.dropFirst()))
    }
    if first.hasPrefix("-") || looksLikePath(first) {
      return runReporting(RenderCommand.run, arguments)
    }
    var message = "unknown command '\(first)'"
    if let suggestion = CommandArguments.nearest(first, in: subcommands.map(\.name)) {
      message += "; did you mean '\(suggestion)'?"
    }
    return report(UsageError(message, command: "tca-graph"))
  }

  private static func looksLikePath(_ argument: String) -> Bool {
    argument.contains("/") || argument.hasSuffix(".swift") || argument == "."
      || FileManager.default.fileExists(atPath: argument)
  }

  private static func runReporting(_ body: ([String]) throws -> Int32, _ arguments: [String])
    -> Int32
  {
    do {
      return try body(arguments)
    } catch {
      return report(error)
    }
  }

  private static func report(_ error: any Error) -> Int32 {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    return 2
  }

  static var overview: String {
    let width = (subcommands.map(\.name.count).max() ?? 0) + 2
    let list = subcommands.map {
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
