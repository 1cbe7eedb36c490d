import Foundation
import TCAGraph

/// `tca-graph lint`: coupling review as compiler-style diagnostics.
enum LintCommand: Command {
  static let reporter = Option.value(
    "reporter", "NAME",
    "Output format, one of REPORTERS below (default: \(Reporters.standard.identifier)).",
    completion: .choices(Reporters.names))
  static let strict = Option.flag(
    "strict", "Fail (exit 1) on warnings too; a note never fails the run.")
  static let config = Option.value(
    "config", "FILE", "Use this file instead of the nearest .tca-graph.json.", completion: .file)
  static let baseline = Option.value(
    "baseline", "FILE", "Do not report findings recorded in this baseline.", completion: .file)
  static let writeBaseline = Option.value(
    "write-baseline", "FILE", "Record every current finding in this file; exit 0.",
    completion: .file)
  static let writeBudgets = Option.flag(
    "write-budgets",
    "Write today's maxima into the configuration's budgets, never loosening one; then lint.")
  static let summaryTable = Option.flag(
    "summary",
    "Also print channel totals, then delegate and private matches per parent-child edge and "
      + "per module pair.")
  static let output = Option.value(
    "output", "FILE",
    "Write the report into this file (whole, or not at all) instead of standard output ('-').",
    completion: .file)
  static let quiet = Option.flag(
    "quiet", "Print only the report and warnings: no notes, no status lines, no closing count.")
  static let allowZeroFeatures = Option.flag(
    "allow-zero-features",
    "Pass (exit 0) when there is nothing to lint: no input paths, inputs that declare no "
      + "feature, or a --module no feature declares (a hook on changed files, a new module).")
  static let absolutePaths = Option.flag(
    "absolute-paths",
    "Report absolute file paths (default: as the scan saw them, relative to the current folder; "
      + "absolute for the xcode reporter inside an Xcode build phase or plugin).")

  static let misdirectedOptions = [InputOptions.focus]

  static let name = "lint"
  static let summary = "Review feature coupling against the delegate contract"
  static let abstract = "Review feature coupling: report breaches of the TCA delegate contract."
  static let usage = [
    "tca-graph lint <paths> ... [--reporter <NAME>] [--strict] [options]",
    "tca-graph lint --input <FILE> [options]",
  ]
  static let options =
    [
      reporter, strict, config, baseline, writeBaseline, writeBudgets, summaryTable, output, quiet,
      absolutePaths, allowZeroFeatures,
    ]
    + InputOptions.all

  static var helpTables: [(title: String, rows: [(label: String, text: String)])] {
    [
      (
        "RULES",
        LintRules.all.map { ($0.id, "(\($0.defaultSeverity.rawValue)) \($0.summary)") }
      ),
      (
        "REPORTERS",
        Reporters.all.map {
          ($0.identifier, $0.summary + $0.aliases.map { " Also '\($0)'." }.joined())
        }
      ),
    ]
  }

  static var footer: String {
    ([
      "CONFIGURATION: the nearest .tca-graph.json in or above the first input, e.g.",
      #"  {"version": 1, "rules": {"delegate-names-a-command": "warning"},"#,
      #"   "commandWords": ["close", "cierra"], "include": ["Sources/**"], "exclude": []}"#,
      "  --include and --exclude replace the configuration's lists.",
      "  Severities: " + Severity.allCases.map(\.rawValue).joined(separator: ", ")
        + ". An error fails the run, a warning fails it with",
      "  --strict, and a note never does.",
      "",
      "INPUT: the rules run on the graph, from sources or from --input. Suppression comments and",
      "  the baseline's line texts are read from the files the findings name, relative to the",
      "  current folder; where a file cannot be read its comments do not apply and the baseline",
      "  matches on the finding's message, and a note says so.",
      "",
      "SUMMARY: --summary prints the channels per kind and access and the numbers of features,",
      "  shared keys and dependency clients, then one row per parent-child edge, then, when",
      "  features name their modules, the same counts summed per module pair (same-module pairs",
      "  included). With --module, the channels of those modules' features and rows whose parent",
      "  or child is in those modules. The tables follow the report on standard output, or go to",
      "  standard error with a document reporter (json, sarif, ...), which keeps that output whole.",
      "",
      "BUDGETS: \"budgets\" caps sizes (budget-exceeded reports what exceeds them):",
      "  " + Budget.allCases.map(\.rawValue).joined(separator: ", ") + ".",
      "  --write-budgets writes today's maxima there (creating the file in the current folder",
      "  when there is none), lowers a budget above today's maximum, keeps one below it (which",
      "  then reports), keeps every other key, says what changed on standard error, and lints",
      "  with the budgets written. It measures the whole graph: not with --root or --module.",
      "  The file is edited in place (its mode, links, line endings kept); a read-only one, or",
      "  one that changed while the scan ran, is left as it is, with an error.",
      "",
      "DIRECTIVES, in comments, as SwiftLint's (RULE: rule ids separated by spaces or commas,",
      "  or 'all'; text after ' - ' is the reason):",
      "  // tca-graph:disable:next RULE - reason    silences the next line",
      "  // tca-graph:disable:this RULE             this line",
      "  // tca-graph:disable:previous RULE         the line before",
      "  // tca-graph:disable RULE                  from here to 'enable' or the end of the file",
      "  // tca-graph:enable RULE                   after this line",
      "  A misspelt directive, an unknown rule or none is reported as invalid-directive.",
      "",
    ] + exitCodeTable).joined(separator: "\n")
  }

  /// The exit codes beside SwiftLint's (`swiftlint lint`: 2 for an error, 3 for a warning under
  /// `--strict`, 1 for a usage or system error), for users who script around both.
  static var exitCodeTable: [String] {
    let rows: [(String, Int32, Int32)] = [
      ("no finding fails the run", LintExitCode.clean, 0),
      ("an error-severity finding", LintExitCode.findings, 2),
      ("a warning with --strict", LintExitCode.findings, 3),
      ("bad arguments, configuration, baseline or inputs", LintExitCode.usage, 1),
    ]
    func row(_ label: String, _ ours: String, _ theirs: String) -> String {
      label.padding(toLength: 54, withPad: " ", startingAt: 0)
        + ours.padding(toLength: 11, withPad: " ", startingAt: 0) + theirs
    }
    return [row("EXIT CODES:", "tca-graph", "SwiftLint")]
      + rows.map { row("  " + $0.0, "\($0.1)", "\($0.2)") } + [
        "  A CI step written for SwiftLint's codes must test for "
          + "\(LintExitCode.findings) and \(LintExitCode.usage) here."
      ]
  }

  static func run(_ arguments: ParsedArguments, in directory: String) throws -> CommandResult {
    let chosen = try arguments.value(reporter).map { name throws(UsageError) in
      try Choice.pick(
        name, from: Reporters.names, named: { $0 }, kind: "reporter", option: reporter,
        command: self.name)
    }
    let format = chosen.flatMap(Reporters.reporter(identifier:)) ?? Reporters.standard
    let (report, diagnostics, budgetLines, fileCount) = try self.report(arguments, in: directory)
    var findings = report.findings
    if arguments.has(absolutePaths)
      || (format.identifier == XcodeReporter.identifier
        && XcodeReporter.readByXcode(environment: ProcessInfo.processInfo.environment))
    {
      findings = findings.map { absolute($0, in: directory) }
    }
    var output = format.report(findings)
    let quiet = arguments.has(self.quiet)
    var errors = DiagnosticPrinter.text(diagnostics + report.notes, quiet: quiet)
    if arguments.has(summaryTable) {
      let modules = Set(arguments.list(InputOptions.module))
      var coupling = CouplingSummary(graph: report.graph)
      if !modules.isEmpty { coupling = coupling.touching(modules: modules) }
      let writers = SharedWriterSummary(graph: report.graph, modules: modules).table
      let tables =
        ChannelSummary(graph: report.graph, modules: modules).table + "\n"
        + (writers.isEmpty ? "" : writers + "\n") + coupling.table
      if format.isDocument {
        errors += tables
      } else {
        output += (output.isEmpty ? "" : "\n") + tables
      }
    }
    if !quiet { errors += budgetLines.map { $0 + "\n" }.joined() }
    if let path = arguments.value(writeBaseline), !quiet {
      errors += "wrote \(report.baselinedCount) finding(s) to baseline '\(path)'\n"
    }
    if let path = arguments.value(self.output), !writesToStandardOutput(path, in: directory) {
      let written = try OutputWriter.write(
        Data(output.utf8), to: absolutePath(path, in: directory), shownAs: path)
      errors += DiagnosticPrinter.text(written.notes.map(ScanDiagnostic.written), quiet: quiet)
      output = ""
    }
    if !quiet {
      errors +=
        LintSummaryLine(
          findings: report.findings, files: fileCount, graph: report.graph,
          modules: arguments.list(InputOptions.module)
        ).text
    }
    return CommandResult(output: output, errors: errors, exitCode: report.exitCode)
  }

  /// `finding` with its file as an absolute path, resolved from `directory`.
  private static func absolute(_ finding: Finding, in directory: String) -> Finding {
    var finding = finding
    if let file = finding.location?.file {
      finding.location?.file =
        URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: directory))
        .standardizedFileURL.path
    }
    return finding
  }

  /// `path` written relative to `directory` when it is inside it.
  private static func relativePath(_ path: String, in directory: String) -> String {
    let folder = absolutePath(".", in: directory)
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// `path` resolved from `directory`.
  private static func absolutePath(_ path: String, in directory: String) -> String {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory)).standardizedFileURL
      .path
  }

  /// Whether `--output path` means standard output: `-`, or `/dev/stdout` (written as standard
  /// output is, whatever it is connected to).
  private static func writesToStandardOutput(_ path: String, in directory: String) -> Bool {
    path == CommandResult.standardOutputPath || absolutePath(path, in: directory) == "/dev/stdout"
  }

  /// Loads the graph and lints it: the report, what loading it printed, what `--write-budgets`
  /// changed, and how many Swift files the scan read (`nil` for an IR file).
  static func report(_ arguments: ParsedArguments, in directory: String) throws -> (
    LintReport, diagnostics: [ScanDiagnostic], budgetLines: [String], fileCount: Int?
  ) {
    if arguments.gave(baseline), arguments.gave(writeBaseline) {
      throw usageError("'--baseline' and '--write-baseline' cannot be used together")
    }
    try LintOutputCheck.check(arguments, in: directory)
    if arguments.gave(InputOptions.focus) {
      throw usageError(
        "'--focus' draws one subtree in render's pictures; to lint one feature's subtree use "
          + "'--root'")
    }
    let inputs = arguments.value(InputOptions.input).map { [$0] } ?? arguments.positional
    let writesBudgets = arguments.has(writeBudgets)
    if writesBudgets,
      let other = [InputOptions.root, InputOptions.module].first(where: arguments.gave)
    {
      throw usageError(
        "'--write-budgets' measures the whole app; it cannot be used with '--\(other.name)'")
    }
    let newConfiguration =
      arguments.value(config).map { path in
        writesBudgets && !FileManager.default.fileExists(atPath: absolutePath(path, in: directory))
      } ?? false
    var configuration =
      newConfiguration
      ? LintConfiguration()
      : try LintRunner.configuration(
        path: arguments.value(config), inputs: inputs, workingDirectory: directory)
    do {
      if writesBudgets, let path = configuration.path {
        try BudgetWriter.checkWritable(at: path)
      }
      if let path = arguments.value(writeBaseline) {
        try Baseline.checkWritable(at: absolutePath(path, in: directory))
      }
    } catch {
      throw error.relative(to: absolutePath(".", in: directory))
    }
    let loaded = try GraphLoader.load(
      arguments, command: self, in: directory,
      globs: .init(include: configuration.include, exclude: configuration.exclude),
      allowsNoFeatures: arguments.has(allowZeroFeatures))
    var budgetLines: [String] = []
    if writesBudgets {
      let shown =
        arguments.value(config)
        ?? configuration.path.map { relativePath($0, in: directory) }
        ?? LintConfiguration.fileName
      let path = absolutePath(shown, in: directory)
      let written: BudgetWriter.Written
      do {
        written = try BudgetWriter.write(loaded.graph, configuration: configuration, to: path)
      } catch {
        throw error.relative(to: absolutePath(".", in: directory))
      }
      configuration.budgets = written.ratchet.budgets
      configuration.path = path
      configuration.contents = written.contents
      budgetLines = written.ratchet.messages.map { "\(shown): \($0)" }
    }
    let (graph, modules) = lintedPart(of: loaded.graph, arguments)
    let request = LintRequest(
      graph: graph, workingDirectory: directory, configuration: configuration,
      baselinePath: arguments.value(baseline), writeBaselinePath: arguments.value(writeBaseline),
      strict: arguments.has(strict), modules: modules, suppressions: loaded.suppressions)
    let lookalikes =
      arguments.gave(config)
      ? []
      : ConfigurationLookalikes.find(from: inputs, workingDirectory: directory).map {
        ConfigurationLookalikes.warning(relativePath($0, in: directory))
      }
    return (
      try LintRunner.run(request).get(), lookalikes + loaded.diagnostics, budgetLines,
      loaded.fileCount
    )
  }

  /// The graph and `--module`s to lint: as given, but with `--allow-zero-features` only the
  /// modules some feature declares, and no feature at all when none does.
  private static func lintedPart(of graph: ArchitectureGraph, _ arguments: ParsedArguments) -> (
    ArchitectureGraph, modules: [String]
  ) {
    let modules = arguments.list(InputOptions.module)
    guard arguments.has(allowZeroFeatures), !modules.isEmpty else { return (graph, modules) }
    let known = Set(graph.moduleNames)
    let declared = modules.filter(known.contains)
    return declared.isEmpty ? (ArchitectureGraph(roots: [], features: []), []) : (graph, declared)
  }
}
