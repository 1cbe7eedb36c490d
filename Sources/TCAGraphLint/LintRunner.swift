import Foundation
import TCAGraphRules
import TCAGraphScan
import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// What to lint and how: the graph, where its sources are, and the options of one lint run.
public struct LintRequest: Sendable {
  /// The architecture the rules run on, from sources or from an IR file.
  public var graph: ArchitectureGraph
  /// The folder the graph's locations, and the baseline paths, are relative to.
  public var workingDirectory: String
  /// The rule severities and command words to lint with.
  public var configuration: LintConfiguration
  /// A baseline whose findings are not reported.
  public var baselinePath: String?
  /// Where to write a baseline accepting every current finding.
  public var writeBaselinePath: String?
  /// Whether warnings fail the run too (notes never do).
  public var strict: Bool
  /// The modules whose features' findings to keep; empty keeps every finding.
  public var modules: [String]
  /// The suppression comments the scan that gave the graph read (``ScanResult/suppressions``);
  /// `nil` for a graph read from an IR file, whose findings' files are read and parsed for them.
  public var suppressions: [String: Suppression]?

  /// Creates a request.
  public init(
    graph: ArchitectureGraph, workingDirectory: String,
    configuration: LintConfiguration = LintConfiguration(), baselinePath: String? = nil,
    writeBaselinePath: String? = nil, strict: Bool = false, modules: [String] = [],
    suppressions: [String: Suppression]? = nil
  ) {
    self.graph = graph
    self.suppressions = suppressions
    self.workingDirectory = workingDirectory
    self.configuration = configuration
    self.baselinePath = baselinePath
    self.writeBaselinePath = writeBaselinePath
    self.strict = strict
    self.modules = modules
  }
}

/// The outcome of a lint run.
public struct LintReport {
  /// The findings to report, sorted by file, line and column.
  public var findings: [Finding]
  /// How many findings comments suppressed.
  public var suppressedCount: Int
  /// How many findings the baseline accepted (or, when writing one, were written to it).
  public var baselinedCount: Int
  /// The graph the rules ran on.
  public var graph: ArchitectureGraph
  /// What the rules kept quiet about, and what did not apply because a finding's source file
  /// could not be read.
  public var notes: [ScanDiagnostic]
  /// The configuration file used, if any.
  public var configurationPath: String?
  /// The process exit code the run calls for (see ``LintExitCode``).
  public var exitCode: Int32
}

/// The exit codes of `tca-graph lint`.
public enum LintExitCode {
  /// No finding fails the run.
  public static let clean: Int32 = 0
  /// An error-severity finding, or a warning with `--strict` (a note never fails the run).
  public static let findings: Int32 = 1
  /// Bad arguments, configuration, baseline or inputs.
  public static let usage: Int32 = 2
}

/// Applies the rules, the configuration, suppressions and the baseline to a graph.
public enum LintRunner {
  /// Runs a whole lint: check, keep the findings of `request.modules`, suppress, filter by
  /// baseline, sort.
  ///
  /// Suppression comments are ``LintRequest/suppressions``, as the scan read them. For a graph
  /// from an IR file they, like the baseline's line texts, are read from the files the findings'
  /// locations name, relative to ``LintRequest/workingDirectory``. When such a file cannot be read
  /// (a graph read from an IR file elsewhere), its comments suppress nothing, the baseline matches
  /// its findings on their message instead of their line, and a note in ``LintReport/notes`` says
  /// so.
  public static func run(_ request: LintRequest) -> Result<LintReport, LintError> {
    do {
      return .success(try runThrowing(request))
    } catch {
      return .failure(error.relative(to: standardized(request.workingDirectory)))
    }
  }

  /// The configuration of a run: the file at `path`, else the nearest `.tca-graph.json` in or
  /// above the first of `inputs`, else the defaults. Paths are relative to `workingDirectory`.
  public static func configuration(
    path: String?, inputs: [String], workingDirectory: String
  ) throws(LintError) -> LintConfiguration {
    let base = URL(fileURLWithPath: workingDirectory)
    let found =
      path.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL.path }
      ?? LintConfiguration.find(from: inputs, workingDirectory: workingDirectory)
    guard let found else { return LintConfiguration() }
    do {
      return try LintConfiguration.load(path: found)
    } catch {
      throw error.relative(to: standardized(workingDirectory))
    }
  }

  private static func standardized(_ folder: String) -> String {
    URL(fileURLWithPath: folder).standardizedFileURL.path
  }

  /// The rules' findings on a graph under a configuration, with configured severities, sorted;
  /// `directives` are the comments of the files read, by path, for the rules that read them.
  public static func check(
    _ graph: ArchitectureGraph, configuration: LintConfiguration = LintConfiguration(),
    directives: [String: Suppression] = [:]
  ) -> [Finding] {
    check(graph, configuration: configuration, directives: directives, rules: LintRules.all)
  }

  private static func check(
    _ graph: ArchitectureGraph, configuration: LintConfiguration,
    directives: [String: Suppression], rules: [any LintRule.Type]
  ) -> [Finding] {
    let context = LintContext(
      graph: graph,
      commandWords: configuration.commandWords ?? DelegateNamesACommand.defaultCommandWords,
      directiveProblems: Suppression.problems(in: directives), budgets: configuration.budgets)
    var findings: [Finding] = []
    for rule in rules {
      let severity = configuration.severity(for: rule)
      guard severity != .off else { continue }
      for var finding in rule.init().check(context) {
        finding.severity = severity
        findings.append(finding)
      }
    }
    return findings.sorted()
  }

  /// One note per enabled rule that reports an absence and feature it kept quiet about, naming
  /// the first construct of the feature's body that could not be read.
  public static func quietNotes(
    _ graph: ArchitectureGraph, configuration: LintConfiguration = LintConfiguration()
  ) -> [ScanDiagnostic] {
    let rules = LintRules.all.filter {
      $0.reportsAbsence && configuration.severity(for: $0) != .off
    }
    return graph.features.flatMap { feature -> [ScanDiagnostic] in
      guard let first = feature.unread?.first else { return [] }
      return rules.map { rule in
        .ruleKeptQuiet(rule.id, feature: feature.name, construct: first, at: feature.location)
      }
    }
  }

  /// Lints in-memory sources: scan, check and apply their suppression comments.
  public static func lint(
    sources: [(path: String, text: String)],
    configuration: LintConfiguration = LintConfiguration()
  ) -> [Finding] {
    let scanned = SourceScanner(options: ScanOptions()).scan(sources: sources)
    let findings = check(
      scanned.graph, configuration: configuration, directives: scanned.suppressions)
    return suppress(findings) { scanned.suppressions[$0] }.kept
  }

  /// The findings the files' comments do not suppress, and how many they do; `suppression`
  /// gives a file's comments, once per file, or `nil` when it has none.
  public static func suppress(
    _ findings: [Finding], suppression: (String) -> Suppression?
  ) -> (kept: [Finding], suppressed: Int) {
    var byFile: [String: Suppression?] = [:]
    var kept: [Finding] = []
    for finding in findings {
      guard let location = finding.location else {
        kept.append(finding)
        continue
      }
      if byFile[location.file] == nil { byFile[location.file] = .some(suppression(location.file)) }
      if byFile[location.file]??.suppresses(ruleID: finding.ruleID, line: location.line) == true {
        continue
      }
      kept.append(finding)
    }
    return (kept, findings.count - kept.count)
  }

  /// The findings about features declared in `modules`: those at a place (handler, emission,
  /// state field, action case) of such a feature. A finding without a place is left out.
  public static func findings(
    _ findings: [Finding], inModules modules: Set<String>, of graph: ArchitectureGraph
  ) -> [Finding] {
    FindingAttribution(graph: graph).findings(findings, inModules: modules)
  }

  /// The exit code findings call for: 1 for any error (or any warning when strict), else 0; a
  /// note never fails the run.
  public static func exitCode(for findings: [Finding], strict: Bool) -> Int32 {
    let failing = findings.contains { $0.severity.failsRun(strict: strict) }
    return failing ? LintExitCode.findings : LintExitCode.clean
  }

  private static func runThrowing(_ request: LintRequest) throws(LintError) -> LintReport {
    let base = URL(fileURLWithPath: request.workingDirectory)
    func absolute(_ path: String) -> String {
      URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
    }
    let configuration = request.configuration
    let baseline = try request.baselinePath.map { path throws(LintError) in
      try Baseline.load(path: absolute(path))
    }
    let graph = request.graph

    var texts: [String: [Substring]?] = [:]
    func lines(of file: String) -> [Substring]? {
      if let cached = texts[file] { return cached }
      let split = (try? FileReading.text(at: absolute(file)))?
        .split(separator: "\n", omittingEmptySubsequences: false)
      texts[file] = split
      return split
    }
    func lineText(_ finding: Finding) -> String? {
      guard let location = finding.location, let all = lines(of: location.file) else { return nil }
      guard location.line >= 1, location.line <= all.count else { return nil }
      return String(all[location.line - 1])
    }

    // The rules that read the graph first: for a graph from an IR file, the comments checked are
    // those of the files their findings name; the scan's are those of every scanned file.
    var checked = check(
      graph, configuration: configuration, directives: [:],
      rules: LintRules.all.filter { !$0.readsComments })
    if !request.modules.isEmpty {
      do {
        try graph.checkModules(request.modules)
      } catch {
        throw .unknownModule(error)
      }
      checked = findings(checked, inModules: Set(request.modules), of: graph)
    }
    var parsed: [String: Suppression] = [:]
    func suppression(of file: String) -> Suppression? {
      if let scanned = request.suppressions { return scanned[file] }
      if let known = parsed[file] { return known }
      let read = lines(of: file).map { Suppression(source: $0.joined(separator: "\n")) }
      parsed[file] = read
      return read
    }
    let commented =
      request.suppressions
      ?? Dictionary(
        uniqueKeysWithValues: Set(checked.compactMap { $0.location?.file }).sorted().compactMap {
          file in suppression(of: file).map { (file, $0) }
        })
    checked += check(
      graph, configuration: configuration, directives: commented,
      rules: LintRules.all.filter { $0.readsComments })
    checked.sort()
    let (kept, suppressed) = suppress(checked, suppression: suppression(of:))
    var findings = kept
    var baselined = 0
    var writeNotes: [ScanDiagnostic] = []
    if let path = request.writeBaselinePath {
      let written = Baseline(findings: findings, lineText: lineText)
      let data: Data
      do {
        data = try written.jsonData()
      } catch {
        throw .file(path: path, reason: "cannot encode the baseline: \(error)")
      }
      writeNotes = try FileReading.write(data, to: absolute(path)).map(
        ScanDiagnostic.baselineWritten)
      baselined = findings.count
      findings = []
    } else if let baseline {
      let remaining = baseline.filter(findings, lineText: lineText)
      baselined = findings.count - remaining.count
      findings = remaining
    }
    findings.sort()
    let unread = texts.filter { $0.value == nil }.keys.sorted()
    return LintReport(
      findings: findings, suppressedCount: suppressed, baselinedCount: baselined,
      graph: graph,
      notes: quietNotes(graph, configuration: configuration)
        + sourceNotes(unread, commentsScanned: request.suppressions != nil) + writeNotes,
      configurationPath: configuration.path,
      exitCode: exitCode(for: findings, strict: request.strict))
  }

  /// One note saying what does not apply to findings whose source files cannot be read; when
  /// the scan read their comments, only the baseline's matching on line text.
  private static func sourceNotes(_ files: [String], commentsScanned: Bool) -> [ScanDiagnostic] {
    guard let first = files.first else { return [] }
    return [
      .findingSourcesUnreadable(first, others: files.count - 1, commentsScanned: commentsScanned)
    ]
  }
}
