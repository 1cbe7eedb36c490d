import TCAGraphSupport
import TreeIntrospect

/// A feature's own `case .delegate` arm does something instead of returning `.none`.
public struct ChildHandlesOwnDelegate: LintRule {
  public static let id = "child-handles-own-delegate"
  public static let summary = "a feature never handles its own delegate actions"
  public static let rationale = """
    The delegate contract's first rule: the child emits delegate \
    actions but never handles them; its arm is always `case .delegate: return .none`. A child \
    that reacts to its own delegate turns an output-only channel into a two-way one, and its \
    meaning becomes ambiguous to every parent.
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for feature in context.graph.features {
      for handler in feature.handlers where handler.match == .delegate {
        guard handler.owner == feature.id, handler.mutatesState || handler.returnsEffect else {
          continue
        }
        let what = ActionLabels.describe(
          handler.route, owner: feature.id, lane: .delegate, in: context.graph,
          possessive: false)
        let does = [
          handler.mutatesState ? "mutates state" : nil,
          handler.returnsEffect ? "returns an effect" : nil,
        ].compactMap { $0 }.joined(separator: " and ")
        let group = context.groupName(for: .delegate, in: feature.id)
        let reducer = LabelText.reducer(feature.name, via: handler.via)
        // A TCA 2 `Update` arm returns nothing: it leaves the case with `break`.
        let leave = feature.writtenDialect.vocabulary.armExit
        findings.append(
          finding(
            "\(reducer) handles its own \(what) (the arm \(does)); "
              + "\(leave) for .\(group) and let the parent react",
            at: handler.location))
      }
    }
    return findings
  }
}
