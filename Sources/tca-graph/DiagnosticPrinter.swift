import TCAGraph

/// Prints warnings and notes on standard error, one compiler-style line each, choosing them by
/// level: what `--verbose` adds is chosen when loading (``GraphLoader``), what `--quiet` leaves
/// out is every note.
enum DiagnosticPrinter {
  /// The lines of `diagnostics`, keeping only warnings when `quiet`.
  static func text(_ diagnostics: [ScanDiagnostic], quiet: Bool = false) -> String {
    diagnostics.filter { !quiet || $0.severity == .warning }.map { "\($0)\n" }.joined()
  }
}
