import Foundation

/// The options of `tca-graph lint`, parsed from its arguments.
public struct LintOptions: Equatable, Sendable {
  public var paths: [String] = []
  public var reporter: LintReporter = .xcode
  public var strict = false
  public var configurationPath: String?
  public var baselinePath: String?
  public var writeBaselinePath: String?
  public var summary = false
  /// The modules whose findings (and summary rows) to report; empty for every module.
  public var modules: [String] = []
  public var help = false

  public init() {}

  /// The flags `tca-graph lint` accepts, in `--help` order.
  public static let specs: [OptionSpec] = [
    .option("reporter", "xcode|json|sarif|github", "Output format (default: xcode)."),
    .flag("strict", "Fail (exit 1) on warnings too."),
    .option("config", "file", "Use this file instead of the nearest .tca-graph.json."),
    .option("baseline", "file", "Do not report findings recorded in this baseline."),
    .option("write-baseline", "file", "Record every current finding in this file; exit 0."),
    .flag(
      "summary",
      "Also print delegate and private matches per parent-child edge, then per module pair."),
    .option(
      "module", "NAME",
      "Report only findings of features in these modules (repeatable, comma-separated)."),
  ]

  /// Parses `PATHS... [--reporter R] [--strict] [--config F] [--baseline F] [--write-baseline F]
  /// [--summary] [--module M] [--help]`; `--name=value` works too.
  public static func parse(_ arguments: [String]) throws(LintError) -> LintOptions {
    let parsed: CommandArguments
    do {
      parsed = try CommandArguments.parse(arguments, specs: specs, command: "lint")
    } catch {
      throw .usage("\(error)")
    }
    var options = LintOptions()
    options.paths = parsed.positional
    options.strict = parsed.has("strict")
    options.summary = parsed.has("summary")
    options.modules = parsed.list("module")
    options.help = parsed.has("help")
    options.configurationPath = parsed.value("config")
    options.baselinePath = parsed.value("baseline")
    options.writeBaselinePath = parsed.value("write-baseline")
    if let name = parsed.value("reporter") {
      guard let reporter = LintReporter(rawValue: name) else {
        let names = LintReporter.allCases.map(\.rawValue)
        let hint = CommandArguments.nearest(name, in: names).map { "; did you mean '\($0)'?" }
        throw .usage(
          "unknown reporter '\(name)' for '--reporter'\(hint ?? "")"
            + " (choose from \(names.joined(separator: ", ")))")
      }
      options.reporter = reporter
    }
    if options.baselinePath != nil, options.writeBaselinePath != nil {
      throw .usage("'--baseline' and '--write-baseline' cannot be used together")
    }
    return options
  }

  /// The `--help` text: usage, options, rules, configuration, suppression and exit codes.
  public static var helpText: String {
    let idWidth = (LintRules.all.map { $0.id.count }.max() ?? 0) + 2
    let rules = LintRules.all.map { rule in
      "  " + rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
        + rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        + rule.summary
    }
    let footer =
      (["RULES (id, default severity, summary):"] + rules + [
        "",
        "CONFIGURATION: the nearest .tca-graph.json in or above the first input, e.g.",
        #"  {"version": 1, "rules": {"delegate-names-a-command": "warning"},"#,
        #"   "commandWords": ["close", "cierra"], "include": ["Sources/**"], "exclude": []}"#,
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
    return TCAGraph.helpText(
      usage: "tca-graph lint <paths>... [options]",
      summary: "OVERVIEW: Review feature coupling: report breaches of the TCA delegate contract.",
      specs: specs, footer: footer)
  }
}

/// Runs `tca-graph lint` with `arguments` (those after `lint`), as the CLI does; returns what to
/// print on standard output and standard error and the process exit code.
public func runLint(arguments: [String], workingDirectory: String) -> (
  output: String, errors: String, exitCode: Int32
) {
  let options: LintOptions
  do {
    options = try LintOptions.parse(arguments)
  } catch {
    return ("", "error: \(error)\n", LintExitCode.usage)
  }
  if options.help { return (LintOptions.helpText, "", LintExitCode.clean) }
  let request = LintRequest(
    paths: options.paths, workingDirectory: workingDirectory,
    configurationPath: options.configurationPath, baselinePath: options.baselinePath,
    writeBaselinePath: options.writeBaselinePath, strict: options.strict,
    modules: options.modules)
  switch LintRunner.run(request) {
  case .failure(let error):
    return ("", "error: \(error)\n", LintExitCode.usage)
  case .success(let report):
    var output = options.reporter.report(report.findings)
    var errors = report.scanDiagnostics.map { "\($0)\n" }.joined()
    if options.summary {
      var summary = CouplingSummary(graph: report.graph)
      if !options.modules.isEmpty { summary = summary.touching(modules: Set(options.modules)) }
      let table = summary.table
      if options.reporter.isDocument {
        errors += table
      } else {
        output += (output.isEmpty ? "" : "\n") + table
      }
    }
    if let path = options.writeBaselinePath {
      errors += "wrote \(report.baselinedCount) finding(s) to baseline '\(path)'\n"
    }
    return (output, errors, report.exitCode)
  }
}
