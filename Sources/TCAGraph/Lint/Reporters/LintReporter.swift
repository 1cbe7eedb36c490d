/// A format findings are printed in.
public enum LintReporter: String, CaseIterable, Sendable {
  /// `path:line:col: warning: message [rule-id]`, for Xcode, editors and humans.
  case xcode
  /// A JSON document of findings and counts.
  case json
  /// SARIF 2.1.0, for code-scanning services.
  case sarif
  /// GitHub Actions workflow commands (`::warning file=…`), which annotate pull requests.
  case github

  /// The findings in this format; every format ends with a newline when it prints anything.
  public func report(_ findings: [Finding]) -> String {
    switch self {
    case .xcode: XcodeReporter.report(findings)
    case .json: JSONReporter.report(findings)
    case .sarif: SARIFReporter.report(findings)
    case .github: GitHubReporter.report(findings)
    }
  }

  /// Whether the output is a machine-readable document that other text would corrupt.
  public var isDocument: Bool { self == .json || self == .sarif }
}
