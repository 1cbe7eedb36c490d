/// One size limit of `.tca-graph.json`'s `budgets` section, which `budget-exceeded` checks and
/// `lint --write-budgets` ratchets: its raw value is the key written in the file.
public enum Budget: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
  /// Distinct child features one feature's `body` composes (a destination enum is one child).
  case childrenPerFeature
  /// Cases of one feature's own `Action`: its top-level cases other than lane groups, and every
  /// case inside its `view`, `_internal` and `delegate` enums.
  case actionCasesPerFeature
  /// Fields of one feature's `State` that hold child state, the fields the graph records.
  case stateFieldsPerFeature
  /// Distinct dependency clients one feature uses or overrides.
  case dependenciesPerFeature
  /// Distinct shared keys one feature reads or writes.
  case sharedKeysPerFeature
  /// Levels of composition below a root, the root included; a cycle counts as one level.
  case depth
  /// Cases of one `@Reducer enum` of destinations or path screens.
  case destinationCases

  /// The order the section lists them in: declaration order.
  public static func < (lhs: Budget, rhs: Budget) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}

/// The configured budgets: a positive limit for each budget that has one.
public typealias Budgets = [Budget: Int]
