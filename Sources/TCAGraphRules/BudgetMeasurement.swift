import TCAGraphAnalyses
import TreeIntrospect

/// One budget measured at one place: a feature's count, or a root's composition depth.
public struct BudgetMeasurement: Equatable, Sendable {
  public var budget: Budget
  /// The feature counted, or the root a depth is measured from.
  public var feature: FeatureID
  public var value: Int
  /// For ``Budget/depth``: the features of the longest chain, the root first.
  public var chain: [FeatureID]
  public var location: SourceLocation?

  /// Every budget measured over `graph`: one measurement per feature for the per-feature budgets
  /// (struct features; enum reducers for ``Budget/destinationCases``), one per root for
  /// ``Budget/depth``, in budget order then feature id.
  public static func all(in graph: ArchitectureGraph) -> [BudgetMeasurement] {
    var measurements: [BudgetMeasurement] = []
    let composition = CompositionGraph(graph)
    for budget in Budget.allCases {
      if budget == .depth {
        for chain in composition.depthChains {
          measurements.append(
            BudgetMeasurement(
              budget: .depth, feature: chain.root, value: chain.depth, chain: chain.chain,
              location: graph.feature(chain.root)?.location))
        }
        continue
      }
      for feature in graph.features {
        guard let value = count(budget, of: feature) else { continue }
        measurements.append(
          BudgetMeasurement(
            budget: budget, feature: feature.id, value: value, chain: [],
            location: feature.location))
      }
    }
    return measurements
  }

  /// The largest value of each budget over `graph` (0 for a budget nothing has).
  public static func maxima(in graph: ArchitectureGraph) -> Budgets {
    var maxima = Dictionary(uniqueKeysWithValues: Budget.allCases.map { ($0, 0) })
    for measurement in all(in: graph) {
      maxima[measurement.budget] = max(maxima[measurement.budget] ?? 0, measurement.value)
    }
    return maxima
  }

  /// A per-feature budget's count for `feature`, or `nil` when the budget is not about features
  /// of its kind or the graph does not know the count (a `State` the scan did not read).
  private static func count(_ budget: Budget, of feature: Feature) -> Int? {
    switch (budget, feature.kind) {
    case (.destinationCases, .enumReducer):
      return feature.actions.count
    case (.destinationCases, _), (.depth, _), (_, .enumReducer), (_, .logic):
      return nil
    case (.childrenPerFeature, .reducer):
      return Set(feature.children.filter { $0.operator != .sameDomain }.map(\.child)).count
    case (.actionCasesPerFeature, .reducer):
      return actionCases(feature.actions)
    case (.stateFieldsPerFeature, .reducer):
      return feature.storedStateFieldCount
    case (.dependenciesPerFeature, .reducer):
      return distinctEnds(of: .dependency, in: feature)
    case (.sharedKeysPerFeature, .reducer):
      return distinctEnds(of: .sharedState, in: feature)
    }
  }

  /// Cases of an action tree, a lane group counted by its cases rather than as one.
  private static func actionCases(_ cases: [ActionCase]) -> Int {
    cases.reduce(0) { total, action in
      total + (action.kind == .group ? actionCases(action.cases) : 1)
    }
  }

  private static func distinctEnds(of kind: ChannelKind, in feature: Feature) -> Int {
    Set((feature.channels ?? []).filter { $0.kind == kind }.map(\.to)).count
  }
}
