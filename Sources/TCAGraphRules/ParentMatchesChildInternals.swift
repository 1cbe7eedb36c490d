import TCAGraphSupport
import TreeIntrospect

/// A feature's reducer matches a descendant's `view`, `_internal` or flat action instead of its
/// `delegate` lane.
public struct ParentMatchesChildInternals: LintRule {
  public static let id = "parent-matches-child-internals"
  public static let summary = "a parent matches only a child's delegate actions"
  public static let rationale = """
    The delegate contract's third rule: the parent matches only `.delegate`. A \
    pattern on a child's view or internal action couples the parent to the child's private \
    vocabulary; renaming a button or splitting a response in the child then breaks a parent \
    the child never knew it had. Wrapper-level cases (`dismiss`, `push`, `popFrom`) and \
    catch-alls belong to the parent and are fine. In TCA 2 a child publishes events \
    (`store.post(key:value:)`, heard with `.onEvent`), preferences and closures instead, and a \
    `Prompt`'s cases are its buttons, which its presenter matches like an alert's.
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for feature in context.graph.features {
      // Patterns that look inside one arm's bound payload are that arm's: one finding, at it.
      var byArm: [SourceLocation: [Handler]] = [:]
      var order: [Handler] = []
      for handler in feature.handlers where handler.match.isPrivate {
        guard let owner = handler.owner, owner != feature.id else { continue }
        if let arm = handler.arm {
          if byArm[arm] == nil { order.append(handler) }
          byArm[arm, default: []].append(handler)
        } else {
          order.append(handler)
        }
      }
      for handler in order {
        let inner = handler.arm.flatMap { byArm[$0] } ?? []
        findings.append(finding(for: handler, inner: inner, in: feature, context))
      }
    }
    return findings
  }

  private func finding(
    for handler: Handler, inner: [Handler], in feature: Feature, _ context: LintContext
  ) -> Finding {
    let owner = handler.owner ?? feature.id
    let lane: Lane? =
      handler.match == .view ? .view : handler.match == .internal ? .internal : nil
    let what = ActionLabels.describe(handler.route, owner: owner, lane: lane, in: context.graph)
    // A child the scan did not see declares a delegate lane if some parent matches it.
    let delegateDeclared =
      context.graph.feature(owner)?.actions.contains { $0.lane == .delegate }
      ?? context.graph.features.contains { parent in
        parent.handlers.contains { $0.owner == owner && $0.match == .delegate }
      }
    // A reducer value's action enum has a name of its own (`LibraryItemAction`).
    let actionEnum = context.graph.feature(owner)?.actionType ?? "\(owner.shortName).Action"
    let delegate = "\(actionEnum).\(context.groupName(for: .delegate, in: owner))"
    let fix =
      delegateDeclared
      ? "match \(delegate) instead"
      : Self.reportFix(
        delegate: delegate, from: owner,
        in: context.graph.feature(owner)?.writtenDialect ?? .historical)
    let matcher = LabelText.reducer(feature.name, via: handler.via)
    let patterns = Array(Set(inner.compactMap(\.pattern))).sorted()
    let looking =
      patterns.isEmpty ? "" : " and looks inside it for \(patterns.joined(separator: ", "))"
    return finding(
      "\(matcher) matches \(what)\(looking); \(fix)", at: handler.arm ?? handler.location)
  }

  /// How a child tells its parent instead, in the child's dialect: a delegate action, or an event.
  private static func reportFix(delegate: String, from owner: FeatureID, in dialect: FeatureDialect)
    -> String
  {
    switch dialect {
    case .tca1: "declare \(delegate) and match it"
    case .tca2:
      "post an event from \(owner.shortName) for it instead "
        + "(store.post(key:value:), heard with .onEvent)"
    }
  }
}
