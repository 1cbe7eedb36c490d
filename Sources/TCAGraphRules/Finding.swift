import TCAGraphSupport
import TreeIntrospect

/// One breach of a coupling rule at one place in the source.
public struct Finding: Codable, Hashable, Sendable, Comparable {
  /// The id of the rule that found it (`parent-matches-child-internals`).
  public var ruleID: String
  /// The severity after configuration.
  public var severity: Severity
  /// What is wrong and what to do instead: short, lowercase, no trailing period.
  public var message: String
  /// Where the offending pattern, emission or declaration is, when known.
  public var location: SourceLocation?

  public init(ruleID: String, severity: Severity, message: String, location: SourceLocation?) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// Orders by file, line and column (findings without a place last), then rule and message.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    switch (lhs.location, rhs.location) {
    case (let left?, let right?) where left != right: return left < right
    case (.some, .none): return true
    case (.none, .some): return false
    default: return (lhs.ruleID, lhs.message) < (rhs.ruleID, rhs.message)
    }
  }
}
