import Foundation
import TCAGraphRules
import TCAGraphSupport

/// Findings as one JSON document:
/// `{"findings": [...], "version": 1, "errors": n, "warnings": n, "notes": n}`.
public enum JSONReporter: Reporter {
  public static let identifier = "json"
  public static let summary = "A JSON document of findings and counts."
  public static let isDocument = true

  struct Document: Encodable {
    var version = 1
    var errors: Int
    var warnings: Int
    var notes: Int
    var findings: [Entry]
  }

  struct Entry: Encodable {
    var rule: String
    var severity: String
    var message: String
    var file: String?
    var line: Int?
    var column: Int?
  }

  public static func report(_ findings: [Finding]) -> String {
    let document = Document(
      errors: findings.filter { $0.severity == .error }.count,
      warnings: findings.filter { $0.severity == .warning }.count,
      notes: findings.filter { $0.severity == .note }.count,
      findings: findings.map {
        Entry(
          rule: $0.ruleID, severity: $0.severity.rawValue, message: $0.message,
          file: $0.location?.file, line: $0.location?.line, column: $0.location?.column)
      })
    return encode(document)
  }

  /// Encodes deterministically: sorted keys, two-space indentation, a final newline, and the
  /// bidirectional and invisible characters the encoder leaves as they are written as `\u`
  /// escapes (``ReadableText/json(_:)``), so a review of the file shows them.
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8)
    else { return "{}\n" }
    return ReadableText.json(text) + "\n"
  }
}
