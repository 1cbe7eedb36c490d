import TCAGraphRules
import TCAGraphSupport

/// Findings as a Markdown table, for a GitHub job summary (`$GITHUB_STEP_SUMMARY`) or a review
/// comment: a count line (errors, warnings, notes), then one row per finding, its file in a code
/// span and its message with every word GitHub could make live in one (``MarkdownText``).
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
        finding.severity.rawValue, MarkdownText.text(finding.ruleID),
        MarkdownText.code(finding.location?.file ?? ""),
        finding.location.map { "\($0.line):\($0.column)" } ?? "",
        MarkdownText.text(finding.message),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
