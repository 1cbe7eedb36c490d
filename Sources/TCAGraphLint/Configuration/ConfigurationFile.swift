import TCAGraphRules
import TCAGraphSupport
import TreeIntrospect

/// A `.tca-graph.json` as written. Each top-level section is a property, a key in ``Keys`` and a
/// line of ``init(from:)``; a section that is an object of its own is a ``ConfigurationSection``
/// (as ``RuleSeverities``), so its keys are checked like these.
struct ConfigurationFile: ConfigurationSection {
  enum Keys: String, CodingKey, CaseIterable {
    case version, rules, commandWords, include, exclude, budgets
  }

  static let keys = Keys.allCases.map(\.rawValue)

  /// The configuration version, ``LintConfiguration/currentVersion``.
  var version: Int
  var rules: RuleSeverities?
  var commandWords: [String]?
  var include: [String]?
  var exclude: [String]?
  var budgets: BudgetsSection?

  init(from decoder: any Decoder) throws {
    try Self.rejectUnknownKeys(in: decoder, expected: "a JSON object")
    let container = try decoder.container(keyedBy: Keys.self)
    version = try Self.version(in: container)
    rules = try container.configurationValue(
      RuleSeverities.self, forKey: .rules, expected: "an object of rule ids and severities")
    commandWords = try container.configurationValue(
      [String].self, forKey: .commandWords, expected: "an array of strings")
    include = try container.configurationValue(
      [String].self, forKey: .include, expected: "an array of strings")
    exclude = try container.configurationValue(
      [String].self, forKey: .exclude, expected: "an array of strings")
    budgets = try container.configurationValue(
      BudgetsSection.self, forKey: .budgets, expected: "an object of budget names and limits")
  }

  /// The version, which must be written and be the one this build reads.
  private static func version(in container: KeyedDecodingContainer<Keys>) throws -> Int {
    let current = LintConfiguration.currentVersion
    guard let written = try container.decodeIfPresent(WrittenJSONValue.self, forKey: .version)
    else {
      throw ConfigurationIssue(keyPath: [], detail: "missing \"version\": \(current)")
    }
    guard let version = written.integer else {
      throw ConfigurationIssue(
        keyPath: ["version"],
        detail: "\"version\" must be the number \(current), not \(written.written)")
    }
    guard version == current else {
      throw ConfigurationIssue(
        keyPath: ["version"],
        detail: "version \(version) is not supported (this build reads \(current))")
    }
    return version
  }
}

/// The `rules` section: a severity for each rule id it names.
struct RuleSeverities: ConfigurationSection {
  static var keys: [String] { LintRules.ids }

  var severities: [String: Severity] = [:]

  /// The severities a rule can be given, as an error message lists them:
  /// `"off", "note", "warning" or "error"`.
  static let choices: String = {
    let quoted = Severity.allCases.map { #""\#($0.rawValue)""# }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }()

  init(from decoder: any Decoder) throws {
    try Self.rejectUnknownKeys(in: decoder, expected: "an object of rule ids and severities")
    let container = try decoder.container(keyedBy: ConfigurationKey.self)
    for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
      let text = try container.configurationValue(String.self, forKey: key, expected: Self.choices)
      guard let severity = text.flatMap(Severity.init(rawValue:)) else {
        throw ConfigurationIssue.wrongType(at: container.codingPath + [key], expected: Self.choices)
      }
      severities[key.stringValue] = severity
    }
  }
}
