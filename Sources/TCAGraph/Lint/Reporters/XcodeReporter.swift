/// Findings in the compiler's format: `path:line:col: warning: message [rule-id]`.
public enum XcodeReporter: Reporter {
  public static let identifier = "xcode"
  public static let summary =
    "`path:line:col: warning: message [rule-id]`, for Xcode, editors and humans."

  public static func report(_ findings: [Finding]) -> String {
    findings.map { line(for: $0) + "\n" }.joined()
  }

  static func line(for finding: Finding) -> String {
    let place = finding.location.map { "\($0.file):\($0.line):\($0.column): " } ?? "tca-graph: "
    return "\(place)\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
  }
}
