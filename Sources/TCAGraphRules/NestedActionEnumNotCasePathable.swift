import TCAGraphSupport
import TreeIntrospect

/// A nested action enum (`View`, `Internal`, `Delegate`) lacks `@CasePathable`. TCA 2 features
/// are not checked: which enums its `@Feature` macro makes case-pathable is not published.
public struct NestedActionEnumNotCasePathable: LintRule {
  public static let id = "nested-action-enum-not-case-pathable"
  public static let summary = "nested action enums are @CasePathable"
  public static let rationale = """
    The `@Reducer` macro annotates only the top-level `Action` enum, so a nested \
    `Delegate` (or `View`, `Internal`) enum needs its own `@CasePathable`. Without it parents \
    and tests cannot use case paths such as `\\.delegate.perfilGuardado` in `store.receive`, \
    `action.is` or `Scope`. TCA 2's `@Feature` is left alone: what its macro does to nested \
    enums is not published, and lint does not guess.
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    var reported: Set<String> = []
    for feature in context.graph.features
    where feature.writtenDialect.vocabulary.nestedActionsNeedCasePathable {
      visit(
        feature.actions, path: "\(feature.name).Action", reported: &reported, into: &findings)
    }
    return findings
  }

  /// Reports each lane enum (`View`, `Internal`, `Delegate` and their `ViewAction`-style
  /// namings) once, at its declaration when known, by the name it is declared under.
  private func visit(
    _ cases: [ActionCase], path: String, reported: inout Set<String>,
    into findings: inout [Finding]
  ) {
    for actionCase in cases where actionCase.kind == .group && isLaneEnum(actionCase, path: path) {
      let typePath = actionCase.declaredIn ?? "\(path).\(actionCase.typeName ?? actionCase.name)"
      if actionCase.casePathable == false, reported.insert(typePath).inserted {
        let example = actionCase.cases.first.map { "\\.\(actionCase.name).\($0.name)" }
        let use = example.map { " such as '\($0)'" } ?? ""
        findings.append(
          finding(
            "\(typePath) is not @CasePathable; annotate it so case paths\(use) work",
            at: actionCase.declaredAt ?? actionCase.location))
      }
      visit(actionCase.cases, path: typePath, reported: &reported, into: &findings)
    }
  }

  /// A lane enum of the feature: carried by a lane case (`view`, `_internal`, `delegate`), or
  /// named as a lane (`ViewAction`) and declared inside the feature; not an enum of another type
  /// that some other case carries.
  private func isLaneEnum(_ actionCase: ActionCase, path: String) -> Bool {
    guard actionCase.lane != nil else { return false }
    if Lane(caseName: actionCase.name) != nil { return true }
    let feature = path.hasSuffix(".Action") ? String(path.dropLast(".Action".count)) : path
    return actionCase.declaredIn.map { $0.hasPrefix(feature + ".") } ?? true
  }
}
