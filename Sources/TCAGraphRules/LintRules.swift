/// The rules tca-graph knows, in the order `--help` lists them.
public enum LintRules {
  /// Every rule type.
  public static let all: [any LintRule.Type] = [
    ParentMatchesChildInternals.self,
    ChildHandlesOwnDelegate.self,
    ForeignDelegateEmission.self,
    LaneViolation.self,
    NestedActionEnumNotCasePathable.self,
    DelegateNamesACommand.self,
    UnintegratedChildState.self,
    MutualPresentation.self,
    CompositionCycle.self,
    BudgetExceeded.self,
    SharedStateWrittenByMany.self,
    UnheardEvent.self,
    InvalidDirective.self,
  ]

  /// The rule with the given id.
  public static func rule(id: String) -> (any LintRule.Type)? {
    all.first { $0.id == id }
  }

  /// Every rule id, sorted.
  public static var ids: [String] { all.map { $0.id }.sorted() }
}
