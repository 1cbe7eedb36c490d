import TCAGraphSupport
import TreeIntrospect

/// A `tca-graph:` comment that does nothing it seems to: a misspelt command, an unknown rule id,
/// or no rule at all. It reads the files' comments (``LintContext/directiveProblems``), not the
/// graph, and reports each problem at its comment.
public struct InvalidDirective: LintRule {
  public static let id = "invalid-directive"
  public static let summary = "tca-graph: comments are spelt right and name known rules"
  public static let rationale = summary
  public static let defaultSeverity = Severity.warning
  public static let readsComments = true

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    context.directiveProblems.map { finding($0.message, at: $0.location) }
  }
}
