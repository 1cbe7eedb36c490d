import TCAGraphRules
import TCAGraphSupport

/// Findings as a Markdown table, for a GitHub job summary (`$GITHUB_STEP_SUMMARY`) or a review
/// comment: a count line (errors, warnings, notes), then one row per finding.
public enum MarkdownReporter: Reporter {
  public static let identifier = "markdown"
  public static let summary = "A Markdown table, for job summaries and review comments."
  public static let isDocument = true

  public static func report(_ findings: [Finding]) -> String {
    func counted(_ severity: Severity) -> String {
      let count = findings.filter { $0.severity == severity }.count
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    var lines = [
      "## tca-graph lint", "",
      [Severity.error, .warning, .note].map(counted).joined(separator: ", "),
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
