/// How seriously a rule's findings are taken: not at all, as a warning, or as an error.
public enum Severity: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
  /// The rule does not run.
  case off
  /// Findings are reported; they fail the run only with `--strict`.
  case warning
  /// Findings are reported and fail the run.
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .off: 0
    case .warning: 1
    case .error: 2
    }
  }
}
