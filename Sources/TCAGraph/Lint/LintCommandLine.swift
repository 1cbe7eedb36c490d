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
  public var help = false

  public init() {}

  /// The flags `tca-graph lint` accepts, with their value names and help, in `--help` order.
  static let flags: [(name: String, value: String?, help: String)] = [
    ("--reporter", "xcode|json|sarif|github", "output format (default: xcode)"),
    ("--strict", nil, "fail (exit 1) on warnings too"),
    ("--config", "FILE", "use FILE instead of the nearest .tca-graph.json"),
    ("--baseline", "FILE", "do not report findings recorded in FILE"),
    ("--write-baseline", "FILE", "record every current finding in FILE and exit 0"),
    ("--summary", nil, "print a table of parent-child coupling (delegate and private matches)"),
    ("--help", nil, "show this help"),
  ]

  /// Parses `PATHS... [--reporter R] [--strict] [--config F] [--baseline F] [--write-baseline F]
  /// [--summary] [--help]`; `--name=value` works too.
  public static func parse(_ arguments: [String]) throws(LintError) -> LintOptions {
    var options = LintOptions()
    var index = 0
    func value(for flag: String, inline: String?) throws(LintError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--") else {
        let hint = flags.first { $0.name == flag }?.value ?? "VALUE"
        throw .usage("missing value for '\(flag)'; write '\(flag) \(hint)'")
      }
      return arguments[index]
    }
    var onlyPaths = false
    while index < arguments.count {
      let argument = arguments[index]
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        options.paths.append(argument)
        index += 1
        continue
      }
      if argument == "--" {
        onlyPaths = true
        index += 1
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let flag = parts[0]
      let inline = parts.count > 1 ? parts[1] : nil
      switch flag {
      case "--reporter":
        let name = try value(for: flag, inline: inline)
        guard let reporter = LintReporter(rawValue: name) else {
          let names = LintReporter.allCases.map(\.rawValue)
          throw .usage(
            "unknown reporter '\(name)' for '--reporter'\(NearestMatch.hint(for: name, among: names)) "
              + "(choose from \(names.joined(separator: ", ")))")
        }
        options.reporter = reporter
      case "--config": options.configurationPath = try value(for: flag, inline: inline)
      case "--baseline": options.baselinePath = try value(for: flag, inline: inline)
      case "--write-baseline": options.writeBaselinePath = try value(for: flag, inline: inline)
      case "--strict", "--summary", "--help", "-h":
        if inline != nil { throw .usage("'\(flag)' takes no value") }
        switch flag {
        case "--strict": options.strict = true
        case "--summary": options.summary = true
        default: options.help = true
        }
      default:
        let names = flags.map(\.name)
        let hint = NearestMatch.suggestion(for: flag, among: names)
          .map { "; did you mean '\($0)'?" } ?? "; see 'tca-graph lint --help'"
        throw .usage("unknown option '\(flag)'\(hint)")
      }
      index += 1
    }
    if options.baselinePath != nil, options.writeBaselinePath != nil {
      throw .usage("'--baseline' and '--write-baseline' cannot be used together")
    }
    return options
  }

  /// The `--help` text: usage, options, rules and exit codes.
  public static var helpText: String {
    var lines = [
      "OVERVIEW: Review feature coupling: report breaches of the TCA delegate contract.",
      "",
      "USAGE: tca-graph lint <paths>... [options]",
      "",
      "OPTIONS:",
    ]
    let flagColumn = flags.map { flag in flag.name + (flag.value.map { " " + $0 } ?? "") }
    let width = (flagColumn.map(\.count).max() ?? 0) + 2
    for (index, flag) in flags.enumerated() {
      lines.append("  " + flagColumn[index].padding(toLength: width, withPad: " ", startingAt: 0) + flag.help)
    }
    lines += ["", "RULES (id, default severity, summary):"]
    let idWidth = (LintRules.all.map { $0.id.count }.max() ?? 0) + 2
    for rule in LintRules.all {
      let id = rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
      let severity = rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
      lines.append("  \(id)\(severity)\(rule.summary)")
    }
    lines += [
      "",
      "CONFIGURATION: the nearest .tca-graph.json above the first input, e.g.",
      #"  {"version": 1, "rules": {"delegate-names-a-command": "warning"},"#,
      #"   "commandWords": ["close", "cierra"], "include": ["Sources/**"], "exclude": []}"#,
      "",
      "SUPPRESSION: // tca-graph:disable:next RULE - reason, // tca-graph:disable-this-line RULE,",
      "  // tca-graph:disable-file RULE (RULE may be 'all')",
      "",
      "EXIT CODES:",
      "  0  no finding fails the run",
      "  1  an error-severity finding, or any finding with --strict",
      "  2  bad arguments, configuration, baseline or inputs",
    ]
    return lines.joined(separator: "\n") + "\n"
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
    writeBaselinePath: options.writeBaselinePath, strict: options.strict)
  switch LintRunner.run(request) {
  case .failure(let error):
    return ("", "error: \(error)\n", LintExitCode.usage)
  case .success(let report):
    var output = options.reporter.report(report.findings)
    var errors = report.scanDiagnostics.map { diagnostic in
      let place = diagnostic.location.map { "\($0): " } ?? ""
      return "\(place)\(diagnostic.severity): \(diagnostic.message)\n"
    }.joined()
    if options.summary {
      let table = CouplingSummary(graph: report.graph).table
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
