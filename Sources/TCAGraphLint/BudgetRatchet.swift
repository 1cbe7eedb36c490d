import TCAGraphRules

/// The budgets `lint --write-budgets` writes: today's maxima, never loosening a budget already
/// set. A budget is a positive whole number, so a maximum of 0 is written as 1.
public struct BudgetRatchet: Equatable, Sendable {
  /// What happened to one budget.
  public struct Change: Equatable, Sendable {
    public var budget: Budget
    /// The budget before, `nil` when the configuration had none.
    public var old: Int?
    /// The budget written.
    public var new: Int
    /// Today's largest value.
    public var maximum: Int

    /// What `lint --write-budgets` says about it; `nil` when it stays as it was at today's
    /// maximum.
    public var message: String? {
      let key = "budgets.\(budget.rawValue)"
      switch old {
      case nil where maximum == 0:
        return "set \(key) to \(new), the least budget: nothing has any today"
      case nil: return "set \(key) to \(new), today's maximum"
      case let old? where old > new: return "lowered \(key) from \(old) to \(new), today's maximum"
      case let old? where old < maximum:
        return "kept \(key) at \(old), below today's maximum of \(maximum); "
          + "\(BudgetExceeded.id) reports what exceeds it"
      default: return nil
      }
    }
  }

  /// The budgets to write, every budget set.
  public var budgets: Budgets
  /// One change per budget, in budget order.
  public var changes: [Change]

  /// Today's `maxima` as budgets, each kept at `existing`'s value where that is lower.
  public init(existing: Budgets, maxima: Budgets) {
    changes = Budget.allCases.map { budget in
      let maximum = maxima[budget] ?? 0
      let today = max(maximum, 1)
      let old = existing[budget]
      return Change(budget: budget, old: old, new: min(old ?? today, today), maximum: maximum)
    }
    budgets = Dictionary(uniqueKeysWithValues: changes.map { ($0.budget, $0.new) })
  }

  /// What the ratchet says, one line each; one line saying nothing changed when nothing did.
  public var messages: [String] {
    let said = changes.compactMap(\.message)
    return said.isEmpty ? ["budgets unchanged: each is at today's maximum"] : said
  }
}
