import TCAGraph

/// The closing line `lint` prints on standard error, as SwiftLint's "Found N violations, M
/// serious in K files": `3 findings (1 error) in 12 files, 5 features`. The files are the Swift
/// files the scan read (none are named for an IR file); the features those the findings were
/// looked for in (the `--module`s' with that option). `--quiet` leaves it out.
struct LintSummaryLine: Equatable {
  var findings: Int
  var errors: Int
  /// `nil` for a graph read from an IR file.
  var files: Int?
  var features: Int

  init(findings: [Finding], files: Int?, graph: ArchitectureGraph, modules: [String]) {
    self.findings = findings.count
    errors = findings.filter { $0.severity == .error }.count
    self.files = files
    let chosen = Set(modules)
    features =
      chosen.isEmpty
      ? graph.features.count
      : graph.features.filter { $0.module.map(chosen.contains) ?? false }.count
  }

  var text: String {
    let counted =
      "\(Self.count(findings, "finding")) (\(Self.count(errors, "error"))) in "
      + (files.map { Self.count($0, "file") + ", " } ?? "")
    return counted + Self.count(features, "feature") + "\n"
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
