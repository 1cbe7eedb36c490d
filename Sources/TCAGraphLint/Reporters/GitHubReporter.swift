import TCAGraphRules
import TCAGraphSupport

/// Findings as GitHub Actions workflow commands: `::warning file=…,line=…,col=…::message [rule-id]`,
/// and `::notice` for a note, the annotation level GitHub has below a warning.
public enum GitHubReporter: Reporter {
  public static let identifier = "github"
  public static let aliases = ["github-actions-logging"]
  public static let summary =
    "GitHub Actions workflow commands (`::warning file=…`), which annotate pull requests."

  public static func report(_ findings: [Finding]) -> String {
    findings.map { line(for: $0) + "\n" }.joined()
  }

  static func line(for finding: Finding) -> String {
    var properties: [String] = []
    if let location = finding.location {
      properties = [
        "file=\(escapeProperty(location.file))", "line=\(location.line)", "col=\(location.column)",
      ]
    }
    properties.append("title=\(escapeProperty(finding.ruleID))")
    let message = escapeData("\(finding.message) [\(finding.ruleID)]")
    return "::\(command(finding.severity)) \(properties.joined(separator: ","))::\(message)"
  }

  /// The workflow command of a severity: `error`, `warning` or `notice`.
  private static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning, .off: "warning"
    case .note: "notice"
    }
  }

  /// Escapes a command's message as the Actions runner expects (`%`, carriage return and newline
  /// percent-encoded, which the runner decodes), and any other control character as a Swift
  /// escape, so a terminal sequence never reaches the log.
  static func escapeData(_ text: String) -> String {
    ReportEscaping.singleLine(
      text.replacingOccurrences(of: "%", with: "%25")
        .replacingOccurrences(of: "\r", with: "%0D")
        .replacingOccurrences(of: "\n", with: "%0A"))
  }

  /// Escapes a property value, which also may not hold `:` or `,`.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
