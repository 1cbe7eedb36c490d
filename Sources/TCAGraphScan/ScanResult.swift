import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// What a scan found: the architecture graph and what got in the way.
public struct ScanResult: Sendable {
  /// The architecture read from the sources.
  public var graph: ArchitectureGraph
  /// Files that could not be read or parsed cleanly, and options that matched nothing.
  public var diagnostics: [ScanDiagnostic]
  /// Constructs seen but not resolved (listed by `--verbose`).
  public var unresolved: [ScanDiagnostic]
  /// How files were given modules where no manifest or project says (listed by `--verbose`).
  public var moduleNotes: [ScanDiagnostic]
  /// The suppression comments of each file read that has any, by its path as the graph's
  /// locations write it, read from the comments of the one parse of each file; lint reads them
  /// as ``suppressions``.
  package var directives: [String: [SuppressionDirective]] = [:]
  /// How many Swift files were read.
  public var fileCount: Int
  /// How many bytes those files hold.
  public var byteCount: Int
  /// How many of those files' facts came from the cache instead of a parse.
  public var cacheHits = 0
  /// How many of those files were not parsed, holding no TCA construct (see
  /// ``ScanOptions/skipsFilesWithoutTCA``).
  public var skippedFileCount = 0
  /// How the files were read, for `--verbose`: `12 parsed, 30 from the cache, 8 skipped …`.
  public var readSummary: String {
    "\(fileCount - cacheHits - skippedFileCount) parsed, \(cacheHits) from the cache, "
      + "\(skippedFileCount) skipped without a TCA construct"
      + (!reusedLastResult
        ? ""
        : movedFileCount > 0
          ? "; what the files give changed only in the places of \(movedFileCount) file(s), so "
            + "the last scan's graph was reused with those places moved"
          : "; nothing changed what the files give, so the last scan's graph was reused")
  }
  /// How many files of a reused result give what they gave when it was assembled at other places
  /// (see ``SourceScanner/scan(paths:)``).
  public var movedFileCount = 0
  /// Whether the graph is the last scan's, reused because no file, manifest or project changed
  /// what it gives (see ``SourceScanner/scan(paths:)``).
  public var reusedLastResult = false
  /// How long each phase of a scan from disk took, for benchmarks.
  public var timings = ScanTimings()

  /// Creates a result.
  public init(
    graph: ArchitectureGraph, diagnostics: [ScanDiagnostic], unresolved: [ScanDiagnostic],
    fileCount: Int, byteCount: Int, moduleNotes: [ScanDiagnostic] = []
  ) {
    self.moduleNotes = moduleNotes
    self.graph = graph
    self.diagnostics = diagnostics
    self.unresolved = unresolved
    self.fileCount = fileCount
    self.byteCount = byteCount
  }
}

/// How long each phase of a scan took: reading and parsing files, reading manifests and projects,
/// and the semantic index with graph assembly.
public struct ScanTimings: Sendable {
  /// Reading and parsing the Swift files, and the one walk over each.
  public var parse: Duration = .zero
  /// Finding and reading manifests and Xcode projects into the module map.
  public var modules: Duration = .zero
  /// The symbol table, reducer recognition and graph assembly.
  public var assembly: Duration = .zero

  /// Creates timings.
  public init(parse: Duration = .zero, modules: Duration = .zero, assembly: Duration = .zero) {
    self.parse = parse
    self.modules = modules
    self.assembly = assembly
  }
}
