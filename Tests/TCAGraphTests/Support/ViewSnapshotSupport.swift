import Foundation
import Testing

/// Compares `text` with `Snapshots/<name>` beside this file; with `TCA_GRAPH_RECORD_SNAPSHOTS=1`
/// in the environment, writes the file instead and fails, so a recording run is never green.
func expectSnapshot(
  _ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let folder = TestPaths.tests.appendingPathComponent("Snapshots")
  let file = folder.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["TCA_GRAPH_RECORD_SNAPSHOTS"] == "1" {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let folderName = (name as NSString).deletingLastPathComponent
    if !folderName.isEmpty {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(folderName), withIntermediateDirectories: true)
    }
    try text.write(to: file, atomically: true, encoding: .utf8)
    Issue.record(
      "recorded 'Snapshots/\(name)'; check it, then run again without TCA_GRAPH_RECORD_SNAPSHOTS",
      sourceLocation: sourceLocation)
    return
  }
  guard let recorded = try? String(contentsOf: file, encoding: .utf8) else {
    Issue.record(
      "no snapshot 'Snapshots/\(name)': run with TCA_GRAPH_RECORD_SNAPSHOTS=1 to record it",
      sourceLocation: sourceLocation)
    return
  }
  if recorded != text {
    let recordedLines = recorded.components(separatedBy: "\n")
    let lines = text.components(separatedBy: "\n")
    let index =
      zip(recordedLines, lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(recordedLines.count, lines.count)
    let expected = index < recordedLines.count ? recordedLines[index] : "<end of file>"
    let actual = index < lines.count ? lines[index] : "<end of file>"
    Issue.record(
      """
      'Snapshots/\(name)' differs at line \(index + 1):
        recorded: \(expected)
        actual:   \(actual)
      re-record with TCA_GRAPH_RECORD_SNAPSHOTS=1 if the change is intended
      """,
      sourceLocation: sourceLocation)
  }
}
