import Foundation
import TCAGraphRules
import TCAGraphSupport

/// The findings a change brings and the ones it fixes, matched as a ``Baseline`` matches them:
/// on the file, the rule and the trimmed text of the finding's line, never on line numbers, so a
/// finding that only moved is neither new nor fixed.
public struct FindingChanges: Codable, Equatable, Sendable {
  /// Findings of the head that no finding of the base accepts, sorted.
  public var new: [Finding]
  /// Findings of the base that no finding of the head accepts, sorted.
  public var fixed: [Finding]

  public init(new: [Finding] = [], fixed: [Finding] = []) {
    self.new = new.sorted()
    self.fixed = fixed.sorted()
  }

  /// Compares the findings of two revisions; each side's line texts are read from the files its
  /// findings name, relative to that side's folder. A finding whose line cannot be read, or whose
  /// side has no folder (`nil`: a graph read from an IR file), is matched on its message.
  public init(
    base: [Finding], baseDirectory: String?, head: [Finding], headDirectory: String?
  ) {
    let baseLines = SourceLineTexts(directory: baseDirectory)
    let headLines = SourceLineTexts(directory: headDirectory)
    self.init(
      new: Baseline(findings: base, lineText: baseLines.text).filter(
        head, lineText: headLines.text),
      fixed: Baseline(findings: head, lineText: headLines.text).filter(
        base, lineText: baseLines.text))
  }

  /// Whether no finding is new and none is fixed.
  public var isEmpty: Bool { new.isEmpty && fixed.isEmpty }
}

/// The source line a finding names, read from files under one folder, each file read once.
private final class SourceLineTexts {
  private let directory: URL?
  private var files: [String: [Substring]?] = [:]

  init(directory: String?) { self.directory = directory.map { URL(fileURLWithPath: $0) } }

  func text(_ finding: Finding) -> String? {
    guard let directory, let location = finding.location else { return nil }
    if files[location.file] == nil {
      let path = URL(fileURLWithPath: location.file, relativeTo: directory).standardizedFileURL.path
      files[location.file] = .some(
        (try? FileReading.text(at: path))?.split(separator: "\n", omittingEmptySubsequences: false))
    }
    guard let lines = files[location.file] ?? nil, location.line >= 1, location.line <= lines.count
    else { return nil }
    return String(lines[location.line - 1])
  }
}
