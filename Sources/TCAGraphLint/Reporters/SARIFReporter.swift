import Foundation
import TCAGraphRules
import TCAGraphSupport

/// Findings as a SARIF 2.1.0 log with one run, listing every rule in the tool's driver.
public enum SARIFReporter: Reporter {
  public static let identifier = "sarif"
  public static let summary = "SARIF 2.1.0, for code-scanning services."
  public static let isDocument = true

  struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name = "tca-graph"
    var version = TCAGraphVersion.current
    var semanticVersion = TCAGraphVersion.current
    var informationUri = TCAGraphVersion.repositoryURL
    var rules: [Rule]
  }

  struct Rule: Encodable {
    var id: String
    var shortDescription: Text
    var fullDescription: Text
    var helpUri: String
    var help: Text
    var defaultConfiguration: Configuration
  }

  struct Configuration: Encodable {
    var level: String
    var enabled: Bool
  }

  struct Text: Encodable {
    var text: String
  }

  struct Result: Encodable {
    var ruleId: String
    /// The rule's index in the driver's rules; -1 (SARIF's "not given") for an unknown id.
    var ruleIndex: Int
    var level: String
    var message: Text
    var locations: [Location]
    var partialFingerprints: [String: String]
  }

  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    /// `%SRCROOT%` for a relative path; absent for an absolute one (`lint --absolute-paths`),
    /// whose `uri` is a `file://` URI.
    var uriBaseId: String?
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }

  public static func report(_ findings: [Finding]) -> String {
    let driverRules =
      LintRules.all.map { rule in
        Rule(
          id: rule.id, shortDescription: Text(text: rule.summary),
          fullDescription: Text(text: rule.rationale),
          helpUri: TCAGraphVersion.rulesDocumentURL + "#" + rule.id,
          help: Text(text: RuleReference.sentence(rule.summary) + " " + rule.rationale),
          defaultConfiguration: Configuration(
            level: level(rule.defaultSeverity), enabled: rule.defaultSeverity != .off))
      }
    let results = zip(findings, FindingFingerprints.of(findings)).map { finding, fingerprint in
      Result(
        ruleId: finding.ruleID,
        ruleIndex: driverRules.firstIndex { $0.id == finding.ruleID } ?? -1,
        level: level(finding.severity),
        message: Text(text: finding.message),
        locations: finding.location.map { location in
          [
            Location(
              physicalLocation: PhysicalLocation(
                artifactLocation: artifactLocation(location.file),
                region: Region(startLine: location.line, startColumn: location.column)))
          ]
        } ?? [],
        partialFingerprints: [fingerprintKey: fingerprint])
    }
    let log = Log(runs: [Run(tool: Tool(driver: Driver(rules: driverRules)), results: results)])
    return JSONReporter.encode(log)
  }

  /// The key of each result's `FindingFingerprints` value in `partialFingerprints`; its version
  /// changes with what the fingerprint hashes.
  static let fingerprintKey = "tcaGraphFinding/v1"

  private static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    case .off: "none"
    }
  }

  /// A relative path as a URI reference from `%SRCROOT%`, an absolute one as a `file://` URI.
  private static func artifactLocation(_ path: String) -> ArtifactLocation {
    path.hasPrefix("/")
      ? ArtifactLocation(uri: "file://" + uri(path), uriBaseId: nil)
      : ArtifactLocation(uri: uri(path), uriBaseId: "%SRCROOT%")
  }

  /// A URI path: segments percent-encoded, slashes kept.
  private static func uri(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
      segment.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String(segment)
    }.joined(separator: "/")
  }
}
