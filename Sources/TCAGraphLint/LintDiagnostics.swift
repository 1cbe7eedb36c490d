import TCAGraphSupport
import TreeIntrospect

/// The notes of a lint run: rules kept quiet by an incomplete read, source files the findings
/// name that cannot be read, and what writing the baseline said. One constructor per kind.
extension ScanDiagnostic {
  /// `rule` kept quiet about `feature` (declared at `location`), whose body holds `construct`, a
  /// construct the scanner could not read.
  static func ruleKeptQuiet(
    _ rule: String, feature: String, construct: UnreadConstruct, at location: SourceLocation?
  ) -> ScanDiagnostic {
    let place = construct.location.map { " at \($0)" } ?? ""
    return ScanDiagnostic(
      severity: .note,
      message: "\(rule) kept quiet about \(feature): its body holds a construct the "
        + "scanner could not read (\(construct.message)\(place))",
      location: location)
  }

  /// The source file `first` and `others` more, named by findings, cannot be read; what
  /// therefore does not apply, knowing whether the scan read their comments.
  static func findingSourcesUnreadable(_ first: String, others: Int, commentsScanned: Bool)
    -> ScanDiagnostic
  {
    let more = others > 0 ? " and \(others) other file(s)" : ""
    let comments = commentsScanned ? "" : "suppression comments there do not apply, and "
    return ScanDiagnostic(
      severity: .note,
      message: "cannot read '\(first)'\(more) named by the findings' locations: \(comments)"
        + "the baseline matches those findings on their message instead of their line's text")
  }

  /// What writing the baseline file said (``FileReading/write(_:to:)``).
  static func baselineWritten(_ note: String) -> ScanDiagnostic {
    ScanDiagnostic(severity: .note, message: note)
  }
}
