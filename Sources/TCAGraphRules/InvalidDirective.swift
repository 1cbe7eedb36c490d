import TCAGraphSupport

/// The finding about a `tca-graph:` comment that does nothing it seems to: a misspelt command, an
/// unknown rule id, or no rule at all. Reported as any rule's finding, at the comment.
///
/// It is not a ``LintRule`` because it reads comments, not the architecture graph; its id still
/// works in `.tca-graph.json` (`"invalid-directive": "off"`) and in directives.
public enum InvalidDirective {
  /// The id in reports, configuration and directives.
  public static let id = "invalid-directive"
  /// One line for `lint --help`.
  public static let summary = "tca-graph: comments are spelt right and name known rules"
  /// The severity when the configuration says nothing.
  public static let defaultSeverity = Severity.warning

  /// Every id a directive may name: the rules', this one's, and `all`.
  public static var knownIDs: Set<String> { Set(LintRules.ids + [id, "all"]) }
}
