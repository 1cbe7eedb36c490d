import TCAGraphRules

/// Findings as a Markdown table, for a GitHub job summary (`$GITHUB_STEP_SUMMARY`) or a review
/// comment: a count line, then one row per finding.
public enum MarkdownReporter: Reporter {
  public static let identifier = "markdown"
  public static let summary = "A Markdown table, for job summaries and review comments."
  public static let isDocument = true

  public static func report(_ findings: [Finding]) -> String {
    let errors = findings.filter { $0.severity == .error }.count
    let warnings = findings.count - errors
    var lines = [
      "## tca-graph lint", "",
      "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")",
    ]
    guard !findings.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines += ["", "| severity | rule | file | line | message |", "| --- | --- | --- | --- | --- |"]
    for finding in findings {
      let cells = [
        finding.severity.rawValue, finding.ruleID, finding.location?.file ?? "",
        finding.location.map { "\($0.line):\($0.column)" } ?? "", finding.message,
      ]
      lines.append("| " + cells.map(ReportEscaping.markdownCell).joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
