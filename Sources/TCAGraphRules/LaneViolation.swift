import TCAGraphSupport
import TreeIntrospect

/// An action is sent from the wrong origin for its lane: a reducer or its effects send a view
/// action (a parent sending a child's view action drives the child's view), or a view sends an
/// internal or delegate action.
public struct LaneViolation: LintRule {
  public static let id = "lane-violation"
  public static let summary = "views send view actions; effects never send view actions"
  public static let rationale = """
    Each lane has one direction. The view sends `view` actions; the reducer's \
    effects answer with `_internal` actions; only the reducer emits `delegate`. A view that \
    sends `_internal` or `delegate`, or an effect that sends `view`, blurs who may send what \
    and makes the action log lie about where an event came from.
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for feature in context.graph.features {
      for emission in feature.emissions where !context.isInTests(emission.location) {
        guard let lane = emission.lane else { continue }
        let owner = emission.owner ?? feature.id
        let what = ActionLabels.describe(
          emission.route, owner: owner, lane: lane, in: context.graph,
          possessive: owner != feature.id)
        let sender = LabelText.reducer(feature.name, via: emission.via)
        let dialect = feature.writtenDialect
        switch (emission.origin, lane) {
        case (.reducer, .view) where owner != feature.id,
          (.effect, .view) where owner != feature.id:
          let child = context.graph.feature(owner)?.name ?? owner.shortName
          findings.append(
            finding(
              "\(sender) drives \(child)'s view: it sends \(what); "
                + "give \(child) an action of its own for this, or let its view send it",
              at: emission.location))
        case (.reducer, .view):
          let answer = context.groupName(for: .internal, in: owner)
          findings.append(
            finding(
              "the reducer of \(sender) sends \(what) with \(dialect.vocabulary.reducerSend); "
                + "only the view sends view actions: share the logic in a function, or send an "
                + ".\(answer) action",
              at: emission.location))
        case (.effect, .view):
          let answer = context.groupName(for: .internal, in: owner)
          findings.append(
            finding(
              "an effect of \(sender) sends \(what); "
                + Self.effectAnswer(".\(answer)", in: dialect),
              at: emission.location))
        case (.view, .internal):
          findings.append(
            finding(
              "\(feature.name)'s view sends \(what); views send only view actions",
              at: emission.location))
        case (.view, .delegate) where owner == feature.id:
          findings.append(
            finding(
              "\(feature.name)'s view sends \(what); only \(feature.name)'s reducer emits them",
              at: emission.location))
        default:
          continue
        }
      }
    }
    return findings
  }

  /// How an effect answers without a view action, in `dialect`'s words.
  private static func effectAnswer(_ action: String, in dialect: FeatureDialect) -> String {
    switch dialect {
    case .tca1: "effects answer with \(action) actions"
    case .tca2: "a task answers with \(action) actions or writes state with store.modify"
    }
  }
}
