import Foundation
import TCAGraphRules
import TreeIntrospect

/// `lint --write-budgets`: today's maxima written into the configuration's `budgets` section as
/// a ratchet (``BudgetRatchet``), the file created when there is none, every other key and byte
/// of an existing one kept, and the file replaced whole or not at all.
public enum BudgetWriter {
  /// What a write did: the budgets now in force and what changed.
  public struct Written: Equatable, Sendable {
    public var ratchet: BudgetRatchet
    /// Notes of the write itself (a stale staging folder removed).
    public var notes: [String]
  }

  /// Writes `graph`'s maxima into the configuration file at `path` (absolute), which
  /// `configuration` was read from, or which is created when `configuration` has no path.
  public static func write(
    _ graph: ArchitectureGraph, configuration: LintConfiguration, to path: String
  ) throws(LintError) -> Written {
    let ratchet = BudgetRatchet(
      existing: configuration.budgets, maxima: BudgetMeasurement.maxima(in: graph))
    let data: Data
    if configuration.path == nil {
      data = BudgetsText.newFile(ratchet.budgets)
    } else {
      data = BudgetsText.replacing(ratchet.budgets, in: Data(try FileReading.text(at: path).utf8))
    }
    // The edit keeps the file's other bytes; reading it back proves it is still the same
    // configuration with the new budgets.
    let reread = try LintConfiguration.parse(data, path: path)
    guard reread.budgets == ratchet.budgets else {
      throw .configuration(
        path: path, line: nil, detail: "the budgets could not be written into this file's text")
    }
    return Written(ratchet: ratchet, notes: try FileReading.write(data, to: path))
  }
}
