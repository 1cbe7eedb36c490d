import Foundation

/// What the source scanner reads and how it names what it finds.
public struct ScanOptions: Sendable {
  /// Globs a file's path (relative to ``baseDirectory``) must match to be read; empty reads all.
  public var includeGlobs: [String]
  /// Globs that exclude a file or folder (relative to ``baseDirectory``, or by name).
  public var excludeGlobs: [String]
  /// Whether test folders (`Tests`, `*Tests`) and `*Tests.swift` files are read.
  public var includeTests: Bool
  /// The folder that locations are written relative to.
  public var baseDirectory: String

  /// Creates options; the base directory defaults to the current directory.
  public init(
    includeGlobs: [String] = [],
    excludeGlobs: [String] = [],
    includeTests: Bool = false,
    baseDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.includeGlobs = includeGlobs
    self.excludeGlobs = excludeGlobs
    self.includeTests = includeTests
    self.baseDirectory = baseDirectory
  }
}
