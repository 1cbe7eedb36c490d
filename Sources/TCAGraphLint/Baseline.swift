import Foundation
import TCAGraphRules
import TCAGraphSupport

/// Findings accepted as they are, so that only new ones are reported.
///
/// An entry is matched on the file, the rule and the trimmed text of the finding's line, not on
/// line numbers, so a baseline survives edits elsewhere in the file. Entries are a multiset: two
/// identical findings in the baseline accept two, and a third is reported.
public struct Baseline: Codable, Equatable, Sendable {
  /// The baseline format version this build writes and reads.
  public static let currentVersion = 1

  /// One accepted finding.
  public struct Entry: Codable, Hashable, Comparable, Sendable {
    public var file: String
    public var rule: String
    /// The finding's source line, trimmed of surrounding whitespace.
    public var text: String

    public init(file: String, rule: String, text: String) {
      self.file = file
      self.rule = rule
      self.text = text
    }

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file, lhs.rule, lhs.text) < (rhs.file, rhs.rule, rhs.text)
    }
  }

  public var version: Int
  /// The accepted findings, sorted.
  public var entries: [Entry]

  public init(entries: [Entry]) {
    self.version = Self.currentVersion
    self.entries = entries.sorted()
  }

  /// A baseline accepting every finding given; `lineText` gives a finding's source line.
  public init(findings: [Finding], lineText: (Finding) -> String?) {
    self.init(entries: findings.map { Self.entry(for: $0, lineText: lineText) })
  }

  /// The findings this baseline does not accept, in their original order.
  public func filter(_ findings: [Finding], lineText: (Finding) -> String?) -> [Finding] {
    var remaining: [Entry: Int] = [:]
    for entry in entries { remaining[entry, default: 0] += 1 }
    return findings.filter { finding in
      let entry = Self.entry(for: finding, lineText: lineText)
      guard let count = remaining[entry], count > 0 else { return true }
      remaining[entry] = count - 1
      return false
    }
  }

  /// The baseline as JSON: sorted keys, two-space indentation, a final newline, and hidden
  /// characters as `\u` escapes (``ReadableText/json(_:)-(Data)``), so a review shows them.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = ReadableText.json(try encoder.encode(self))
    data.append(0x0A)
    return data
  }

  /// Refuses, before the scan whose findings it would record, a baseline file at `path`
  /// (absolute) that could not be written in place: read-only, or on a read-only file system.
  public static func checkWritable(at path: String) throws(LintError) {
    try FileReading.checkWritable(path)
  }

  /// Reads a baseline file.
  public static func load(path: String) throws(LintError) -> Baseline {
    let text = try FileReading.text(at: path)
    let baseline: Baseline
    do {
      baseline = try JSONDecoder().decode(Baseline.self, from: Data(text.utf8))
    } catch {
      throw .baseline(
        path: path, detail: "expected {\"version\": 1, \"entries\": [{file, rule, text}]}")
    }
    guard baseline.version == currentVersion else {
      throw .baseline(
        path: path,
        detail: "version \(baseline.version) is not supported (this build reads \(currentVersion))")
    }
    return baseline
  }

  private static func entry(for finding: Finding, lineText: (Finding) -> String?) -> Entry {
    let text = lineText(finding)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? finding.message
    return Entry(file: finding.location?.file ?? "", rule: finding.ruleID, text: text)
  }
}
