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
  /// How many Swift files were read.
  public var fileCount: Int
  /// How many bytes those files hold.
  public var byteCount: Int

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
