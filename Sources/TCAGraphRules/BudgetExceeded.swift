import TCAGraphSupport
import TreeIntrospect

/// A feature (or a root's composition) larger than a budget of the configuration's `budgets`
/// section; a budget the configuration does not set is never exceeded.
///
/// One rule for every budget, rather than one per budget: the budgets are one setting, the
/// `budgets` section, whose key each finding names, so one id gives them one severity, one
/// SARIF rule and one directive to suppress them with.
public struct BudgetExceeded: LintRule {
  public static let id = "budget-exceeded"
  public static let summary = "features stay within the configuration's budgets"
  public static let rationale = """
    A feature is a unit a reader holds in mind, with one domain and a \
    published delegate interface. Each child, action case, stored field, dependency and shared key \
    widens what it knows; each level of composition lengthens the route an action takes. The \
    `budgets` section caps those sizes, and `lint --write-budgets` keeps them from growing.
    """
  public static let defaultSeverity = Severity.warning

  public init() {}

  public func check(_ context: LintContext) -> [Finding] {
    guard !context.budgets.isEmpty else { return [] }
    return BudgetMeasurement.all(in: context.graph).compactMap { measurement in
      guard let budget = context.budgets[measurement.budget], measurement.value > budget else {
        return nil
      }
      return finding(
        Self.measured(measurement) + ", budget \(budget) (budgets.\(measurement.budget.rawValue))",
        at: measurement.location)
    }
  }

  /// What was measured, as a reader counts it (`Editor composes 9 children`).
  private static func measured(_ measurement: BudgetMeasurement) -> String {
    let name = measurement.feature.shortName
    let value = measurement.value
    switch measurement.budget {
    case .childrenPerFeature: return "\(name) composes \(value) children"
    case .actionCasesPerFeature: return "\(name)'s Action has \(value) cases"
    case .stateFieldsPerFeature: return "\(name)'s State has \(value) stored fields"
    case .dependenciesPerFeature: return "\(name) uses \(value) dependency clients"
    case .sharedKeysPerFeature: return "\(name) reaches \(value) shared keys"
    case .depth:
      return "\(name)'s composition is \(value) levels deep "
        + "(\(CompositionCycle.names(measurement.chain)))"
    case .destinationCases:
      // `Destination` alone would not say whose: the enum is named with its feature.
      return "\(measurement.feature.rawValue) has \(value) cases"
    }
  }
}
