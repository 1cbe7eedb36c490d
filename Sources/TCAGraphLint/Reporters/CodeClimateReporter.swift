import TCAGraphRules
import TCAGraphSupport

/// Findings as a Code Climate issue list, the code-quality report GitLab merge requests show.
///
/// Each issue's `fingerprint` is a hash of its rule, file and message and of how many identical
/// findings come before it, not of its line, so an issue keeps its identity when lines move.
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
    var seen: [String: Int] = [:]
    let issues = findings.map { finding in
      let path = finding.location?.file ?? ""
      let identity = [finding.ruleID, path, finding.message].joined(separator: "\u{0}")
      let occurrence = seen[identity, default: 0]
      seen[identity] = occurrence + 1
      return Issue(
        checkName: finding.ruleID, description: finding.message,
        severity: severity(finding.severity),
        fingerprint: fingerprint(identity + "\u{0}\(occurrence)"),
        location: Location(path: path, lines: Lines(begin: finding.location?.line ?? 1)))
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

  /// Sixteen hexadecimal digits of the 64-bit FNV-1a hash of `text`'s UTF-8 bytes: the same on
  /// every run and machine.
  static func fingerprint(_ text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
