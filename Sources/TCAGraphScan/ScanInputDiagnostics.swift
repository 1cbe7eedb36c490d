import TCAGraphSupport
import TreeIntrospect

/// The warnings about a source file the scan could not take in: unreadable, or not text. One
/// constructor per kind.
extension ScanDiagnostic {
  /// The source file `file` cannot be read, for `reason`; skipped.
  static func fileUnreadable(_ file: String, reason: String) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning, message: "cannot read '\(file)': \(reason); skipped",
      location: SourceLocation(file: file, line: 1))
  }

  /// The source file `file` is not UTF-8 text; skipped.
  static func fileNotUTF8(_ file: String) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning, message: "'\(file)' is not UTF-8 text; skipped",
      location: SourceLocation(file: file, line: 1))
  }
}
