import TCAGraphSupport
import TreeIntrospect

/// A feature's reducer, effect or view constructs another feature's delegate action.
public struct ForeignDelegateEmission: LintRule {
  public static let id = "foreign-delegate-emission"
  public static let summary = "only a feature emits its own delegate actions"
  public static let rationale = """
    The delegate contract's second rule: nobody outside the child emits the \
    child's delegate actions. A parent (or its view) that sends `.child(.delegate(...))` forges \
    a fact it did not witness. Tests are exempt: a parent's test injects the fact directly.
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for feature in context.graph.features {
      for emission in feature.emissions where emission.lane == .delegate {
        guard let owner = emission.owner, owner != feature.id,
          !context.isInTests(emission.location)
        else { continue }
        let sender =
          emission.origin == .view
          ? "\(feature.name)'s view" : LabelText.reducer(feature.name, via: emission.via)
        let what = ActionLabels.describe(
          emission.route, owner: owner, lane: .delegate, in: context.graph)
        findings.append(
          finding(
            "\(sender) sends \(what); only \(owner.shortName) may emit its delegate actions",
            at: emission.location))
      }
    }
    return findings
  }
}
