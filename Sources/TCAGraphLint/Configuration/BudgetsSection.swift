import TCAGraphRules
import TreeIntrospect

/// The `budgets` section: a positive whole number for each ``Budget`` it names.
struct BudgetsSection: ConfigurationSection {
  static var keys: [String] { Budget.allCases.map(\.rawValue) }

  /// What every budget must be, as messages say it.
  static let expected = "a positive integer"

  var budgets: Budgets = [:]

  init(from decoder: any Decoder) throws {
    try Self.rejectUnknownKeys(in: decoder, expected: "an object of budget names and limits")
    let container = try decoder.container(keyedBy: ConfigurationKey.self)
    for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
      guard let budget = Budget(rawValue: key.stringValue) else { continue }
      let written =
        try container.decodeNil(forKey: key)
        ? nil : container.decode(WrittenJSONValue.self, forKey: key)
      guard let limit = written?.integer, limit > 0 else {
        let keyPath = (container.codingPath + [key]).map(\.stringValue)
        throw ConfigurationIssue(
          keyPath: keyPath,
          detail: "'\(ConfigurationIssue.dotted(keyPath))' must be \(Self.expected), not "
            + (written?.written ?? "null"))
      }
      budgets[budget] = limit
    }
  }
}
