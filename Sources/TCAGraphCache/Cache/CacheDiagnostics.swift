import TCAGraphSupport

/// The warnings about the facts cache: a folder that cannot be used or written, one others can
/// write, and entries that failed their checks. One constructor per kind.
extension ScanDiagnostic {
  /// The cache folder `directory` cannot be used, for `reason`; the scan runs without it.
  package static func cacheUnusable(_ directory: String, reason: String) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning,
      message: "cannot use the cache folder '\(directory)': \(reason); scanning without the cache",
      fix: "name a folder you can write with --cache-dir DIR, or pass --no-cache")
  }

  /// The cache folder is writable by others, for each of `reasons`.
  static func cacheNotPrivate(reasons: [String]) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning,
      message: "the cache folder is not yours alone: \(reasons.joined(separator: ", and ")); "
        + "its entries are input from others, and whoever can write them can change what this "
        + "run reports",
      fix: "keep the cache in a folder only you can write (--cache-dir DIR), or pass --no-cache")
  }

  /// `count` cache files failed their checks, the first by name being `example` (a path), for
  /// `reason`.
  static func cacheEntriesRefused(count: Int, example: String, reason: String) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning,
      message: "ignored \(count) file(s) in the cache that failed its checks "
        + "('\(example)': \(reason)); the scan read the sources instead. "
        + "Something other than tca-graph changed the cache",
      fix: "if it was not you, delete the folder and keep the cache where only you can write "
        + "(--cache-dir DIR), or pass --no-cache")
  }

  /// Writing into the cache folder `folder` failed, for `failure`.
  static func cacheWriteFailed(_ folder: String, failure: String) -> ScanDiagnostic {
    ScanDiagnostic(
      severity: .warning,
      message: "cannot write the cache folder '\(folder)': \(failure); later files were not cached")
  }
}
