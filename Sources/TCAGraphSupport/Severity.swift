/// How seriously a rule's findings are taken: not at all, as a note, as a warning, or as an error.
public enum Severity: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
  /// The rule does not run.
  case off
  /// Findings are reported for information; they never fail the run, not even with `--strict`.
  case note
  /// Findings are reported; they fail the run only with `--strict`.
  case warning
  /// Findings are reported and fail the run.
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }

  /// Whether a finding of this severity fails a run, with or without `--strict`.
  public func failsRun(strict: Bool) -> Bool {
    switch self {
    case .off, .note: false
    case .warning: strict
    case .error: true
    }
  }

  private var rank: Int {
    switch self {
    case .off: 0
    case .note: 1
    case .warning: 2
    case .error: 3
    }
  }
}
