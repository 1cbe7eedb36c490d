import TCAGraph

/// The messages the commands add to the scan's: an IR root that names no feature, the count of
/// unresolved constructs, what the scan read, and the notes of writing files. One constructor
/// per kind.
extension ScanDiagnostic {
  /// A root of the IR file `input` that is none of its features.
  static func danglingRoot(_ root: String, input: String) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning,
      message: "root '\(root)' is not one of the graph's features; nothing is drawn from it",
      file: input)
  }

  /// How many constructs could not be resolved, where `--verbose` would list them.
  static func unresolvedCount(_ count: Int) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .note,
      message: "\(count) construct(s) could not be resolved; rerun with --verbose to list them")
  }

  /// How many Swift files the scan read, and how (``ScanResult/readSummary``).
  static func filesRead(_ count: Int, summary: String) -> ScanDiagnostic {
    ScanDiagnostic(severity: .note, message: "\(count) Swift file(s) read: \(summary)")
  }

  /// What writing an output file said (``OutputWriter/Written/notes``).
  static func written(_ note: String) -> ScanDiagnostic {
    ScanDiagnostic(severity: .note, message: note)
  }

  /// A render of `count` features without `--focus`, which makes large pictures; `example` is a
  /// feature to suggest.
  static func largeApp(_ count: Int, example: String?) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .note,
      message: "\(count) features make large pictures; --focus <Feature> draws one subtree"
        + (example.map { " (for example --focus \($0))" } ?? ""))
  }
}
