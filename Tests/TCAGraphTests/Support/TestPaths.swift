import Foundation

/// Where the tests' files are, found from this file's path (`Tests/TCAGraphTests/Support`).
enum TestPaths {
  /// `Tests/TCAGraphTests`: fixtures and snapshots live here.
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
  /// The package root.
  static let packageRoot = tests.deletingLastPathComponent().deletingLastPathComponent()
}
