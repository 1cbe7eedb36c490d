import Foundation
import TreeIntrospect

/// What to lint and how: the inputs and the options of one `tca-graph lint` run.
public struct LintRequest: Sendable {
  /// Files and folders to scan, relative to ``workingDirectory`` or absolute.
  public var paths: [String]
  /// The folder relative paths and reported locations are taken from.
  public var workingDirectory: String
  /// A configuration file to use instead of the nearest `.tca-graph.json`.
  public var configurationPath: String?
  /// A baseline whose findings are not reported.
  public var baselinePath: String?
  /// Where to write a baseline accepting every current finding.
  public var writeBaselinePath: String?
  /// Whether warnings fail the run too.
  public var strict: Bool
  /// The modules whose features' findings to keep; empty keeps every finding.
  public var modules: [String]

  public init(
    paths: [String], workingDirectory: String, configurationPath: String? = nil,
    baselinePath: String? = nil, writeBaselinePath: String? = nil, strict: Bool = false,
    modules: [String] = []
  ) {
    self.paths = paths
    self.workingDirectory = workingDirectory
    self.configurationPath = configurationPath
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
  /// What the scanner could not read or resolve.
  public var scanDiagnostics: [ScanDiagnostic]
  /// The configuration file used, if any.
  public var configurationPath: String?
  /// The process exit code the run calls for (see ``LintExitCode``).
  public var exitCode: Int32
}

/// The exit codes of `tca-graph lint`.
public enum LintExitCode {
  /// No finding fails the run.
  public static let clean: Int32 = 0
  /// An error-severity finding, or any finding with `--strict`.
  public static let findings: Int32 = 1
  /// Bad arguments, configuration, baseline or inputs.
  public static let usage: Int32 = 2
}

/// Scans sources, applies the rules, the configuration, suppressions and the baseline.
public enum LintRunner {
  /// Runs a whole lint: scan `request.paths`, check, keep the findings of `request.modules`,
  /// suppress, filter by baseline, sort.
  public static func run(_ request: LintRequest) -> Result<LintReport, LintError> {
    do {
      return .success(try runThrowing(request))
    } catch {
      let base = URL(fileURLWithPath: request.workingDirectory).standardizedFileURL.path
      return .failure(error.relative(to: base))
    }
  }

  /// The rules' findings on a graph under a configuration, with configured severities, sorted.
  public static func check(
    _ graph: ArchitectureGraph, configuration: LintConfiguration = LintConfiguration()
  ) -> [Finding] {
    let context = LintContext(
      graph: graph,
      commandWords: configuration.commandWords ?? DelegateNamesACommand.defaultCommandWords)
    var findings: [Finding] = []
    for rule in LintRules.all {
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
      let place = first.location.map { " at \($0)" } ?? ""
      return rules.map { rule in
        ScanDiagnostic(
          severity: .note,
          message: "\(rule.id) kept quiet about \(feature.name): its body holds a construct the "
            + "scanner could not read (\(first.message)\(place))",
          location: feature.location)
      }
    }
  }

  /// Lints in-memory sources: scan, check and apply their suppression comments.
  public static func lint(
    sources: [(path: String, text: String)],
    configuration: LintConfiguration = LintConfiguration()
  ) -> [Finding] {
    let graph = SourceScanner(options: ScanOptions()).scan(sources: sources).graph
    let texts = Dictionary(
      sources.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
    return suppress(check(graph, configuration: configuration)) { texts[$0] }.kept
  }

  /// The findings the files' comments do not suppress, and how many they do.
  public static func suppress(_ findings: [Finding], text: (String) -> String?) -> (
    kept: [Finding], suppressed: Int
  ) {
    var indexes: [String: Suppression] = [:]
    var kept: [Finding] = []
    for finding in findings {
      guard let location = finding.location else {
        kept.append(finding)
        continue
      }
      if indexes[location.file] == nil {
        indexes[location.file] = Suppression(source: text(location.file) ?? "")
      }
      if indexes[location.file]?.suppresses(ruleID: finding.ruleID, line: location.line) == true {
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

  /// The exit code findings call for: 1 for any error (or any finding when strict), else 0.
  public static func exitCode(for findings: [Finding], strict: Bool) -> Int32 {
    let failing = findings.contains { $0.severity == .error || (strict && $0.severity != .off) }
    return failing ? LintExitCode.findings : LintExitCode.clean
  }

  private static func runThrowing(_ request: LintRequest) throws(LintError) -> LintReport {
    guard !request.paths.isEmpty else {
      throw .usage(
        "no input paths; pass the files or folders to lint, e.g. 'tca-graph lint Sources'")
    }
    let base = URL(fileURLWithPath: request.workingDirectory)
    func absolute(_ path: String) -> String {
      URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
    }
    for path in request.paths where !FileManager.default.fileExists(atPath: absolute(path)) {
      throw .file(path: path, reason: "no such file or folder")
    }
    let configurationPath =
      request.configurationPath.map(absolute)
      ?? LintConfiguration.find(from: request.paths, workingDirectory: request.workingDirectory)
    let configuration =
      try configurationPath.map { path throws(LintError) in
        try LintConfiguration.load(path: path)
      } ?? LintConfiguration()
    let baseline = try request.baselinePath.map { path throws(LintError) in
      try Baseline.load(path: absolute(path))
    }

    let options = ScanOptions(
      includeGlobs: configuration.include, excludeGlobs: configuration.exclude,
      baseDirectory: request.workingDirectory)
    let scan: ScanResult
    do {
      scan = try SourceScanner(options: options).scan(paths: request.paths.map(absolute))
    } catch {
      throw .scan("cannot scan the inputs: \(error)")
    }

    var texts: [String: [Substring]] = [:]
    func lines(of file: String) -> [Substring] {
      if let cached = texts[file] { return cached }
      let text = (try? FileReading.text(at: absolute(file))) ?? ""
      let split = text.split(separator: "\n", omittingEmptySubsequences: false)
      texts[file] = split
      return split
    }
    func lineText(_ finding: Finding) -> String? {
      guard let location = finding.location else { return nil }
      let all = lines(of: location.file)
      guard location.line >= 1, location.line <= all.count else { return nil }
      return String(all[location.line - 1])
    }

    var checked = check(scan.graph, configuration: configuration)
    if !request.modules.isEmpty {
      do {
        try scan.graph.checkModules(request.modules)
      } catch {
        throw .usage(error.description)
      }
      checked = findings(checked, inModules: Set(request.modules), of: scan.graph)
    }
    let (kept, suppressed) = suppress(checked) { file in
      lines(of: file).joined(separator: "\n")
    }
    var findings = kept
    var baselined = 0
    if let path = request.writeBaselinePath {
      let written = Baseline(findings: findings, lineText: lineText)
      let data: Data
      do {
        data = try written.jsonData()
      } catch {
        throw .file(path: path, reason: "cannot encode the baseline: \(error)")
      }
      try FileReading.writeAtomically(data, to: absolute(path))
      baselined = findings.count
      findings = []
    } else if let baseline {
      let remaining = baseline.filter(findings, lineText: lineText)
      baselined = findings.count - remaining.count
      findings = remaining
    }
    findings.sort()
    return LintReport(
      findings: findings, suppressedCount: suppressed, baselinedCount: baselined,
      graph: scan.graph,
      scanDiagnostics: scan.diagnostics + scan.unresolved
        + quietNotes(scan.graph, configuration: configuration),
      configurationPath: configurationPath,
      exitCode: exitCode(for: findings, strict: request.strict))
  }
}
