import Foundation
import Testing

/// Compares `text` with `Snapshots/<name>` beside this file; with `TCA_GRAPH_RECORD_SNAPSHOTS=1`
/// in the environment, writes the file instead and fails, so a recording run is never green.
func expectSnapshot(
  _ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
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

/// The Graphviz `dot` binary on PATH, when this machine has one.
let dotBinary: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
  .split(separator: ":")
  .map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
  .first { FileManager.default.isExecutableFile(atPath: $0.path) }

/// Runs `dot -T<format>` on `text`; returns its output and error text and exit status.
func runDot(_ text: String, format: String = "svg") throws -> (
  output: String, errors: String, status: Int32
) {
  guard let dotBinary else { return ("", "no dot binary", -1) }
  let process = Process()
  process.executableURL = dotBinary
  process.arguments = ["-T\(format)"]
  let input = Pipe()
  let output = Pipe()
  let errors = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  input.fileHandleForWriting.write(Data(text.utf8))
  try input.fileHandleForWriting.close()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self),
    process.terminationStatus
  )
}
