import Foundation

/// What the source scanner reads and how it names what it finds.
public struct ScanOptions: Sendable {
  /// Globs a file's path (relative to ``baseDirectory``) must match to be read; empty reads all.
  public var includeGlobs: [String]
  /// Globs that exclude a file or folder (relative to ``baseDirectory``, or by name).
  public var excludeGlobs: [String]
  /// Files and folders never read, as paths relative to ``baseDirectory`` (or absolute): what
  /// `diff` leaves out of every side, such as a submodule one side cannot read.
  public var excludedPaths: [String]
  /// Whether test folders (`Tests`, `*Tests`) and `*Tests.swift` files are read.
  public var includeTests: Bool
  /// The folder that locations are written relative to.
  public var baseDirectory: String
  /// The folder where each file's facts are kept between runs, keyed by the file's bytes; `nil`
  /// reads every file afresh. A folder that cannot be created or written is a warning, and the
  /// scan goes on without it.
  public var cacheDirectory: String?
  /// The size, in bytes, the cache folder is pruned to (least recently used entries first).
  public var cacheSizeLimit: Int
  /// Whether a file is left unparsed when its bytes hold none of the words a TCA construct needs
  /// and no name ties it to a file that does; the graph is the same either way, but such a file's
  /// syntax errors go unreported.
  public var skipsFilesWithoutTCA: Bool

  /// Creates options; the base directory defaults to the current directory.
  public init(
    includeGlobs: [String] = [],
    excludeGlobs: [String] = [],
    excludedPaths: [String] = [],
    includeTests: Bool = false,
    baseDirectory: String = FileManager.default.currentDirectoryPath,
    cacheDirectory: String? = nil,
    cacheSizeLimit: Int = 64 << 20,
    skipsFilesWithoutTCA: Bool = true
  ) {
    self.includeGlobs = includeGlobs
    self.excludeGlobs = excludeGlobs
    self.excludedPaths = excludedPaths
    self.includeTests = includeTests
    self.baseDirectory = baseDirectory
    self.cacheDirectory = cacheDirectory
    self.cacheSizeLimit = cacheSizeLimit
    self.skipsFilesWithoutTCA = skipsFilesWithoutTCA
  }
}
