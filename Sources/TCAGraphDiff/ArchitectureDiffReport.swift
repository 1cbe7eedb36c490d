import Foundation
import TCAGraphAnalyses
import TCAGraphLint
import TCAGraphSupport

/// What `tca-graph diff` reports: the two revisions compared, what changed in the architecture
/// between them, and the lint findings the change brings and fixes.
public struct ArchitectureDiffReport: Codable, Equatable, Sendable {
  /// The version of the JSON form this build writes; a reader rejects versions it does not know.
  public static let currentVersion = 1

  public var version: Int
  public var base: DiffRevision
  public var head: DiffRevision
  /// What changed in the architecture.
  public var changes: ArchitectureDiff
  /// The findings that are new in the head, and those the head fixed.
  public var findings: FindingChanges

  public init(
    base: DiffRevision, head: DiffRevision, changes: ArchitectureDiff, findings: FindingChanges
  ) {
    self.version = Self.currentVersion
    self.base = base
    self.head = head
    self.changes = changes
    self.findings = findings
  }

  /// Whether anything changed: the architecture, or the findings.
  public var isEmpty: Bool { changes.isEmpty && findings.isEmpty }

  /// The report as JSON: sorted keys, two-space indentation, a final newline, hidden characters
  /// as `\u` escapes (``ReadableText/json(_:)-(Data)``).
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = ReadableText.json(try encoder.encode(self))
    data.append(0x0A)
    return data
  }
}

/// One side of a diff: a git revision, the work tree, or an IR file.
public struct DiffRevision: Codable, Hashable, Sendable {
  /// The revision as the user named it (`main`, `HEAD~1`), when it is one.
  public var ref: String?
  /// The commit: the revision's, or for the work tree the commit it is checked out at.
  public var commit: String?
  /// `true` for the work tree, with what it holds that is not committed.
  public var workTree: Bool?
  /// The IR file the side was read from (`--base-input`, `--head-input`).
  public var input: String?

  public init(
    ref: String? = nil, commit: String? = nil, workTree: Bool? = nil, input: String? = nil
  ) {
    self.ref = ref
    self.commit = commit
    self.workTree = workTree
    self.input = input
  }

  /// How a reader names the side: the ref, `work tree`, or the IR file.
  public var label: String {
    if let ref { return ref }
    if workTree == true { return "work tree" }
    return input ?? commit ?? "?"
  }
}
