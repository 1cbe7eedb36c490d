import TCAGraph

/// Findings every reporter is checked on: several files, every severity a finding can have
/// (error, warning, note), one finding without a place, and one whose file name and message hold
/// a newline, markup and a control character.
enum ReporterSamples {
  static let findings = [
    Finding(
      ruleID: "parent-matches-child-internals", severity: .warning,
      message:
        "AppFeature matches Editor's internal action 'guardarPulsado'; match Editor.Action.delegate instead",
      location: .init(file: "Sources/App/AppFeature.swift", line: 42, column: 7)),
    Finding(
      ruleID: "lane-violation", severity: .error, message: "50% done, a,b: c",
      location: .init(file: "Sources/App/Editor.swift", line: 3, column: 1)),
    Finding(
      ruleID: "lane-violation", severity: .warning,
      message: "Row's <view> & \"_internal\" | `x` \u{1B}[31m\nsecond line",
      location: .init(file: "Sources/App/New\nLine.swift", line: 9, column: 5)),
    Finding(
      ruleID: "unintegrated-child-state", severity: .warning,
      message: "State.child is never integrated", location: nil),
    Finding(
      ruleID: "shared-state-written-by-many", severity: .note,
      message:
        "Resena writes shared key 'borrador', which Lista also writes from another subtree; let one feature own the writes",
      location: .init(file: "Sources/App/Resena.swift", line: 14, column: 9)),
  ]

  /// The golden file of each reporter, under `Snapshots/reporters/`.
  static func goldenFile(of reporter: any Reporter.Type) -> String {
    let fileExtension =
      switch reporter.identifier {
      case "json", "codeclimate": "json"
      case "sarif": "sarif"
      case "checkstyle", "junit": "xml"
      case "markdown": "md"
      default: "txt"
      }
    return "reporters/\(reporter.identifier).\(fileExtension)"
  }
}
