import TCAGraphSupport
import TreeIntrospect

/// A coupling rule: one check of the delegate contract over an ``ArchitectureGraph``.
///
/// Each rule documents itself: an id, a one-line summary, a rationale citing the lesson it comes
/// from, and Swift sources that must (``triggeringExamples``) and must not
/// (``nonTriggeringExamples``) trigger it. The examples are the rule's tests: `↓` marks the place
/// of each expected finding.
public protocol LintRule: Sendable {
  /// The id used in configuration, suppressions and reports (`parent-matches-child-internals`).
  static var id: String { get }
  /// One line saying what the rule finds.
  static var summary: String { get }
  /// Why it matters, citing the contract.
  static var rationale: String { get }
  /// The severity when the configuration says nothing.
  static var defaultSeverity: Severity { get }
  /// Sources in which each `↓` marks one expected finding.
  static var triggeringExamples: [RuleExample] { get }
  /// Sources the rule must accept without findings.
  static var nonTriggeringExamples: [RuleExample] { get }

  /// Whether the rule reports an absence (a field nothing integrates), so it must stay quiet about
  /// features whose body the front end could not read whole (``Feature/unread``).
  static var reportsAbsence: Bool { get }

  /// Whether the rule reads the files' `tca-graph:` comments (``LintContext/directiveProblems``)
  /// rather than the features: its findings are at comments, which belong to no feature, so
  /// `--module` keeps them all; for a graph read from an IR file it sees the comments of the files
  /// the other rules' findings name.
  static var readsComments: Bool { get }

  init()

  /// The rule's findings on the graph, at the rule's default severity.
  func check(_ context: LintContext) -> [Finding]
}

extension LintRule {
  public static var reportsAbsence: Bool { false }
  public static var readsComments: Bool { false }

  /// A finding of this rule at its default severity.
  func finding(_ message: String, at location: SourceLocation?) -> Finding {
    Finding(ruleID: Self.id, severity: Self.defaultSeverity, message: message, location: location)
  }
}

/// A Swift source used to document and test a rule; `↓` marks where each finding must be.
public struct RuleExample: Hashable, Sendable {
  /// The source text, with `↓` markers.
  public var source: String
  /// The path the source is scanned under (matters for rules that skip test files).
  public var path: String
  /// The `budgets` section the example is linted with (`budget-exceeded`).
  public var budgets: Budgets

  public init(
    _ source: String, path: String = "Sources/App/Example.swift", budgets: Budgets = [:]
  ) {
    self.source = source
    self.path = path
    self.budgets = budgets
  }
}
