import TCAGraphRules

/// The reference page of the lint rules (`docs/rules.md`): one section per rule, headed by its id
/// so SARIF's `helpUri` (``TCAGraphVersion/rulesDocumentURL``) can link to it, with the rule's
/// default severity, summary, rationale and one source that triggers it and one that does not.
public enum RuleReference {
  /// The page's Markdown, generated from ``LintRules/all``.
  public static func markdown() -> String {
    var lines = [
      "# Lint rules",
      "",
      "`tca-graph lint` checks these rules. Each has a default severity; a `.tca-graph.json`",
      "changes it (`\"rules\": {\"<rule-id>\": \"error\"}`, or `\"off\"`), and a comment",
      "`// tca-graph:disable:next <rule-id> - reason` silences one finding. In the examples, `↓`",
      "marks where a finding is reported. This page is generated from the rules' own",
      "descriptions and examples, which are also their tests.",
      "",
    ]
    lines += LintRules.all.map { "- [`\($0.id)`](#\($0.id)): \($0.summary)" }
    for rule in LintRules.all {
      lines += [
        "", "## \(rule.id)", "",
        "\(sentence(rule.summary)) Default severity: **\(rule.defaultSeverity.rawValue)**.", "",
        rule.rationale,
      ]
      if let example = rule.triggeringExamples.first {
        lines += ["", "Triggers (in `\(example.path)`):", ""] + fenced(example.source)
      }
      if let example = rule.nonTriggeringExamples.first {
        lines += ["", "Does not trigger:", ""] + fenced(example.source)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `summary` with a capital first letter and a final period.
  static func sentence(_ summary: String) -> String {
    let text = summary.prefix(1).uppercased() + summary.dropFirst()
    return text.hasSuffix(".") ? text : text + "."
  }

  private static func fenced(_ source: String) -> [String] {
    let body = source.hasSuffix("\n") ? String(source.dropLast()) : source
    return ["```swift", body, "```"]
  }
}
