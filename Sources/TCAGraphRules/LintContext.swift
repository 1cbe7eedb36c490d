import TCAGraphSupport
import TreeIntrospect

/// What a rule sees: the graph and the configured options that rules read.
public struct LintContext: Sendable {
  /// The architecture under review.
  public var graph: ArchitectureGraph
  /// The first camelCase words that make a delegate case a command (`delegate-names-a-command`).
  public var commandWords: Set<String>
  /// The `tca-graph:` comments of the files read that do not do what they seem to
  /// (`invalid-directive`).
  public var directiveProblems: [DirectiveProblem]
  /// The sizes `budget-exceeded` holds features to; a budget without a value is not checked.
  public var budgets: Budgets

  public init(
    graph: ArchitectureGraph,
    commandWords: [String] = DelegateNamesACommand.defaultCommandWords,
    directiveProblems: [DirectiveProblem] = [],
    budgets: Budgets = [:]
  ) {
    self.graph = graph
    self.commandWords = Set(commandWords.map { $0.lowercased() })
    self.directiveProblems = directiveProblems
    self.budgets = budgets
  }

  /// The name of the group case a feature uses for a lane (`_internal` or `internal`), or the
  /// conventional one when the feature has no such group.
  public func groupName(for lane: Lane, in feature: FeatureID) -> String {
    let declared = graph.feature(feature)?.actions.first { $0.kind == .group && $0.lane == lane }
    return declared?.name ?? lane.caseName
  }

  /// Whether a location is in test code, where tests legitimately construct any action.
  public func isInTests(_ location: SourceLocation?) -> Bool {
    guard let file = location?.file else { return false }
    return TestCode.contains(file)
  }
}

extension Lane {
  /// How messages name an action of this lane (`view action`).
  var actionNoun: String {
    switch self {
    case .view: "view action"
    case .internal: "internal action"
    case .delegate: "delegate action"
    }
  }
}
