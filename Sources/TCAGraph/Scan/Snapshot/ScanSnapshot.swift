import TreeIntrospect

/// What one scan from disk read and found, stored in the cache folder so that the next scan of
/// the same inputs with the same options can reuse it: the whole result when no file, manifest or
/// project changed, or when the files that changed still say what they said (see
/// ``SourceScanner``).
struct ScanSnapshot: Codable, Sendable {
  /// The scan it records: ``FactsCache/format``, the build, the base folder, the inputs and the
  /// options that change what is found; a snapshot whose request differs is not used.
  var request: String
  /// Every file the scan found, in the order the finder gave them.
  var files: [SnapshotFile]
  /// What the module map was read from.
  var modules: ModuleInputs
  /// The name, in the cache folder, of the ``StoredScanResult`` the scan gave.
  var resultName: String
  /// The digest that result was sealed with (see ``CacheSeal``): the result is used only if it
  /// is the one this snapshot was stored with.
  var resultDigest: String
}

/// One file of a ``ScanSnapshot``: how it was read and what it gave.
struct SnapshotFile: Codable, Sendable {
  /// How a scan used a file.
  enum Use: Codable, Sendable {
    /// Parsed, or taken from the cache, giving facts.
    case parsed
    /// Left unparsed by the pre-filter; only its imports count.
    case skipped
    /// Giving no facts (a file nested too deep to parse).
    case withoutFacts
  }

  /// The path as the finder gave it.
  var path: String
  var stamp: FileStamp
  var use: Use
  /// For a skipped file, the modules it imports, sorted.
  var imports: [String]
}

/// A scan's result as the cache keeps it; the counts of files are recomputed from the snapshot.
struct StoredScanResult: Codable, Sendable {
  var graph: ArchitectureGraph
  /// Every diagnostic but the warnings about the cache itself, which belong to one run.
  var diagnostics: [ScanDiagnostic]
  var unresolved: [ScanDiagnostic]
  var moduleNotes: [ScanDiagnostic]
  /// The suppression directives of each file that has any, by path.
  var directives: [String: [SuppressionDirective]]
}
