import Foundation
import TCAGraphRules
import TreeIntrospect

/// `lint --write-budgets`: today's maxima written into the configuration's `budgets` section as
/// a ratchet (``BudgetRatchet``).
///
/// An existing file is edited in the bytes it held when the configuration was read: only the
/// `budgets` section changes, in the file's own indentation and line endings, with a byte order
/// mark kept. It is written in place (``FileReading/rewrite(_:expecting:with:)``), keeping its
/// mode, owner, hard links and any link to it, and not at all if it changed since it was read
/// or is read-only. A missing file is created whole, and not over one that appeared meanwhile.
public enum BudgetWriter {
  /// What a write did: the budgets now in force and what changed.
  public struct Written: Equatable, Sendable {
    public var ratchet: BudgetRatchet
    /// The bytes the file holds now.
    public var contents: Data
  }

  /// Refuses, before the scan whose maxima it would write, a configuration file at `path`
  /// (absolute) that could not be written in place: read-only, or on a read-only file system.
  public static func checkWritable(at path: String) throws(LintError) {
    try FileReading.checkWritable(path)
  }

  /// Writes `graph`'s maxima into the configuration file at `path` (absolute), which
  /// `configuration` was read from, or which is created when `configuration` has no path.
  public static func write(
    _ graph: ArchitectureGraph, configuration: LintConfiguration, to path: String
  ) throws(LintError) -> Written {
    let ratchet = BudgetRatchet(
      existing: configuration.budgets, maxima: BudgetMeasurement.maxima(in: graph))
    guard configuration.path != nil else {
      let data = BudgetsText.newFile(ratchet.budgets)
      try FileReading.create(data, at: path)
      return Written(ratchet: ratchet, contents: data)
    }
    let read: Data
    if let contents = configuration.contents {
      read = contents
    } else {
      read = try FileReading.data(at: path)
    }
    guard String(data: read, encoding: .utf8) != nil else {
      throw .file(
        path: path,
        reason: "it is not UTF-8 text, and --write-budgets edits only a UTF-8 configuration: "
          + "save it as UTF-8 and run again")
    }
    let data = BudgetsText.replacing(ratchet.budgets, in: read)
    // The edit keeps the file's other bytes; reading it back proves it is still the same
    // configuration with the new budgets.
    var reread = try LintConfiguration.parse(data, path: path)
    let budgets = reread.budgets
    reread.budgets = configuration.budgets
    reread.path = configuration.path
    guard budgets == ratchet.budgets, reread == configuration else {
      throw .configuration(
        path: path, line: nil, detail: "the budgets could not be written into this file's text")
    }
    try FileReading.rewrite(path, expecting: read, with: data)
    return Written(ratchet: ratchet, contents: data)
  }
}
