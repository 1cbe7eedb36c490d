import TCAGraphRules

/// Findings in the compiler's format: `path:line:col: warning: message [rule-id]`.
///
/// Each finding is one line: control characters in its path or message are written as escapes
/// (``ReportEscaping/singleLine(_:)``), so a newline in a file name cannot split it.
public enum XcodeReporter: Reporter {
  public static let identifier = "xcode"
  public static let summary =
    "`path:line:col: warning: message [rule-id]`, for Xcode, editors and humans."

  /// The variables Xcode sets for a Run Script build phase and for the plugins it runs.
  public static let xcodeVariables = ["XCODE_VERSION_ACTUAL", "XCODE_PRODUCT_BUILD_VERSION"]

  /// Whether the findings are read by Xcode, which jumps to a finding only by an absolute path:
  /// `environment` holds one of ``xcodeVariables``. Elsewhere (CI, a terminal) paths stay as the
  /// scan saw them.
  public static func readByXcode(environment: [String: String]) -> Bool {
    xcodeVariables.contains { environment[$0].map { !$0.isEmpty } ?? false }
  }

  public static func report(_ findings: [Finding]) -> String {
    findings.map { line(for: $0) + "\n" }.joined()
  }

  static func line(for finding: Finding) -> String {
    let place = finding.location.map { "\($0.file):\($0.line):\($0.column): " } ?? "tca-graph: "
    return ReportEscaping.singleLine(
      "\(place)\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]")
  }
}
