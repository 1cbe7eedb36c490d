import Foundation
import TCAGraph

/// `tca-graph lint`: coupling review as compiler-style diagnostics.
enum LintCommand: Command {
  static let reporter = Option.value(
    "reporter", "NAME",
    "Output format, one of REPORTERS below (default: \(Reporters.standard.identifier)).")
  static let strict = Option.flag("strict", "Fail (exit 1) on warnings too.")
  static let config = Option.value(
    "config", "file", "Use this file instead of the nearest .tca-graph.json.")
  static let baseline = Option.value(
    "baseline", "file", "Do not report findings recorded in this baseline.")
  static let writeBaseline = Option.value(
    "write-baseline", "file", "Record every current finding in this file; exit 0.")
  static let summaryTable = Option.flag(
    "summary", "Also print delegate and private matches per parent-child edge, then per module pair."
  )

  static let name = "lint"
  static let summary = "Review feature coupling against the delegate contract"
  static let abstract =
    "OVERVIEW: Review feature coupling: report breaches of the TCA delegate contract."
  static let usage = "tca-graph lint <paths>... [options]\n       tca-graph lint --input FILE [options]"
  static let options =
    [reporter, strict, config, baseline, writeBaseline, summaryTable] + InputOptions.all

  static var footer: String {
    let idWidth = (LintRules.all.map { $0.id.count }.max() ?? 0) + 2
    let rules = LintRules.all.map { rule in
      "  " + rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
        + rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        + rule.summary
    }
    let reporterWidth = (Reporters.identifiers.map(\.count).max() ?? 0) + 2
    let reporters = Reporters.all.map {
      "  " + $0.identifier.padding(toLength: reporterWidth, withPad: " ", startingAt: 0)
        + $0.summary + $0.aliases.map { " Also '\($0)'." }.joined()
    }
    return (["RULES (id, default severity, summary):"] + rules + ["", "REPORTERS:"] + reporters + [
      "",
      "CONFIGURATION: the nearest .tca-graph.json in or above the first input, e.g.",
      #"  {"version": 1, "rules": {"delegate-names-a-command": "warning"},"#,
      #"   "commandWords": ["close", "cierra"], "include": ["Sources/**"], "exclude": []}"#,
      "  --include and --exclude replace the configuration's lists.",
      "",
      "INPUT: the rules run on the graph, from sources or from --input. Suppression comments and",
      "  the baseline's line texts are read from the files the findings name, relative to the",
      "  current folder; where a file cannot be read its comments do not apply and the baseline",
      "  matches on the finding's message, and a note says so.",
      "",
      "SUMMARY: --summary prints one row per parent-child edge, then, when features name their",
      "  modules, the same counts summed per module pair (same-module pairs included). With",
      "  --module, rows whose parent or child is in those modules.",
      "",
      "SUPPRESSION: // tca-graph:disable:next RULE - reason",
      "             // tca-graph:disable-this-line RULE",
      "             // tca-graph:disable-file RULE        (RULE may be 'all')",
      "",
      "EXIT CODES:",
      "  0  no finding fails the run",
      "  1  an error-severity finding, or any finding with --strict",
      "  2  bad arguments, configuration, baseline or inputs",
    ]).joined(separator: "\n")
  }

  static func run(_ arguments: ParsedArguments, in directory: String) throws -> CommandResult {
    let chosen = try arguments.value(reporter).map { name throws(UsageError) in
      try Choice.pick(
        name, from: Reporters.names, named: { $0 }, kind: "reporter", option: reporter,
        command: self.name)
    }
    let format = chosen.flatMap(Reporters.reporter(identifier:)) ?? Reporters.standard
    let (report, diagnostics) = try self.report(arguments, in: directory)
    var output = format.report(report.findings)
    var errors = diagnostics + report.notes.map { "\($0)\n" }.joined()
    if arguments.has(summaryTable) {
      var summary = CouplingSummary(graph: report.graph)
      let modules = arguments.list(InputOptions.module)
      if !modules.isEmpty { summary = summary.touching(modules: Set(modules)) }
      if format.isDocument {
        errors += summary.table
      } else {
        output += (output.isEmpty ? "" : "\n") + summary.table
      }
    }
    if let path = arguments.value(writeBaseline) {
      errors += "wrote \(report.baselinedCount) finding(s) to baseline '\(path)'\n"
    }
    return CommandResult(output: output, errors: errors, exitCode: report.exitCode)
  }

  /// Loads the graph and lints it: the report, and what loading it printed.
  static func report(_ arguments: ParsedArguments, in directory: String) throws -> (
    LintReport, diagnostics: String
  ) {
    if arguments.gave(baseline), arguments.gave(writeBaseline) {
      throw usageError("'--baseline' and '--write-baseline' cannot be used together")
    }
    if arguments.gave(InputOptions.focus) {
      throw usageError(
        "'--focus' draws one subtree in render's pictures; to lint one feature's subtree use "
          + "'--root'")
    }
    let inputs = arguments.value(InputOptions.input).map { [$0] } ?? arguments.positional
    let configuration = try LintRunner.configuration(
      path: arguments.value(config), inputs: inputs, workingDirectory: directory)
    let loaded = try GraphLoader.load(
      arguments, command: self, in: directory,
      globs: .init(include: configuration.include, exclude: configuration.exclude),
      example: false)
    let request = LintRequest(
      graph: loaded.graph, workingDirectory: directory, configuration: configuration,
      baselinePath: arguments.value(baseline), writeBaselinePath: arguments.value(writeBaseline),
      strict: arguments.has(strict), modules: arguments.list(InputOptions.module),
      suppressions: loaded.suppressions)
    return (try LintRunner.run(request).get(), loaded.diagnostics)
  }
}
