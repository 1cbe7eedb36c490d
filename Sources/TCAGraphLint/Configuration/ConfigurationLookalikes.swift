import Foundation
import TCAGraphSupport

/// Configuration files other tools' users write (`.tca-graph.yml`, what SwiftLint users and the
/// other tca-graph tool write) that this tool does not read: found in the folders
/// ``LintConfiguration/find(from:workingDirectory:)`` looks in, so a run can say they are ignored
/// instead of silently linting with the defaults.
public enum ConfigurationLookalikes {
  /// The names looked for beside ``LintConfiguration/fileName``.
  public static let names = [".tca-graph.yml", ".tca-graph.yaml", "tca-graph.yml", "tca-graph.json"]

  /// The lookalike files in the first existing input's folder and its ancestors, nearest first,
  /// up to and including the folder that holds the `.tca-graph.json` used, if any.
  public static func find(from inputs: [String], workingDirectory: String) -> [String] {
    let fileManager = FileManager.default
    for input in inputs {
      var url = URL(fileURLWithPath: input, relativeTo: URL(fileURLWithPath: workingDirectory))
        .standardizedFileURL
      var isDirectory: ObjCBool = false
      if !fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) { continue }
      if !isDirectory.boolValue { url.deleteLastPathComponent() }
      var found: [String] = []
      while true {
        found += names.map { url.appendingPathComponent($0).path }
          .filter { fileManager.fileExists(atPath: $0) }
        if fileManager.fileExists(atPath: url.appendingPathComponent(LintConfiguration.fileName).path) {
          break
        }
        let parent = url.deletingLastPathComponent()
        if parent.path == url.path { break }
        url = parent
      }
      return found
    }
    return []
  }

  /// What a run prints about a lookalike at `path` (as it is shown).
  public static func warning(_ path: String) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning,
      message: "ignored: tca-graph reads its configuration only from a JSON file named "
        + "\(LintConfiguration.fileName)",
      file: path,
      fix: "write these settings into \(LintConfiguration.fileName) beside it "
        + "(see 'tca-graph lint --help', CONFIGURATION)")
  }
}
