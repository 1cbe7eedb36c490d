/// The sources that must and must not give an `invalid-directive` finding, which
/// `RulesExamplesTests` runs; `↓` marks each finding, at its comment.
extension InvalidDirective {
  public static let triggeringExamples: [RuleExample] = [
    RuleExample(
      """
      struct A {}
      ↓// tca-graph:disable:nex lane-violation
      """),
    RuleExample(
      """
      struct A {}  ↓// tca-graph:disable:this lane-violaton
      """),
    RuleExample(
      """
      ↓// tca-graph:disable:next
      struct A {}
      """),
    RuleExample(
      """
      ↓// tca-graph:disable-file all
      struct A {}
      """),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(
      """
      // tca-graph:disable:next lane-violation - migrating in #12
      struct A {}  // tca-graph:disable:this parent-matches-child-internals, lane-violation
      // tca-graph:disable:previous all
      // tca-graph:disable invalid-directive
      // tca-graph:enable invalid-directive
      """),
    RuleExample(
      """
      let text = "// tca-graph:disable:nex lane-violation"
      """),
    RuleExample(
      """
      // tca-graph:disable all - generated below
      struct A {}
      """),
  ]
}
