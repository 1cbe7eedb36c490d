import TCAGraphRules
import TCAGraphSupport

/// Findings as a Code Climate issue list, the code-quality report GitLab merge requests show.
///
/// Each issue's `fingerprint` is its `FindingFingerprints` value, so an issue keeps its identity
/// when lines move.
public enum CodeClimateReporter: Reporter {
  public static let identifier = "codeclimate"
  public static let summary = "Code Climate JSON, GitLab's code-quality report."
  public static let isDocument = true

  struct Issue: Encodable {
    var type = "issue"
    var checkName: String
    var description: String
    var categories = ["Style"]
    var severity: String
    var fingerprint: String
    var location: Location

    enum CodingKeys: String, CodingKey {
      case type, description, categories, severity, fingerprint, location
      case checkName = "check_name"
    }
  }

  struct Location: Encodable {
    var path: String
    var lines: Lines
  }

  struct Lines: Encodable {
    var begin: Int
  }

  public static func report(_ findings: [Finding]) -> String {
    let issues = zip(findings, FindingFingerprints.of(findings)).map { finding, fingerprint in
      Issue(
        checkName: finding.ruleID, description: finding.message,
        severity: severity(finding.severity), fingerprint: fingerprint,
        location: Location(
          path: finding.location?.file ?? "", lines: Lines(begin: finding.location?.line ?? 1)))
    }
    return JSONReporter.encode(issues)
  }

  /// Code Climate's word for a severity: `major` for an error, `minor` for a warning, `info`
  /// for a note.
  private static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "major"
    case .warning, .off: "minor"
    case .note: "info"
    }
  }
}
