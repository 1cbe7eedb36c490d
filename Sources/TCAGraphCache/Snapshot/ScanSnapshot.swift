import TCAGraphSupport
import TCAGraphSyntax
import TreeIntrospect

/// What one scan from disk read and found, stored in the cache folder so that the next scan of
/// the same inputs with the same options can reuse it: the whole result when no file, manifest or
/// project changed, or when the files that changed still say what they said (see
/// ``SourceScanner``).
package struct ScanSnapshot: Codable, Sendable {
  /// The scan it records: ``FactsCache/format``, the build, the base folder, the inputs and the
  /// options that change what is found; a snapshot whose request differs is not used.
  var request: String
  /// Every file the scan found, in the order the finder gave them.
  package var files: [SnapshotFile]
  /// What the module map was read from.
  package var modules: ModuleInputs
  /// The name, in the cache folder, of the ``StoredScanResult`` the scan gave.
  package var resultName: String
  /// The digest that result was sealed with (see ``CacheSeal``): the result is used only if it
  /// is the one this snapshot was stored with.
  package var resultDigest: String
  /// The files whose places moved since the result was assembled, with where they went.
  package var moved: [MovedFile] = []
  /// With the pre-filter, the names (as ``SnapshotFile/selection`` hashes them) declared by the
  /// files that hold no TCA word: the only names through which a file's words can change which
  /// files are parsed.
  package var namesDeclaredOutsideSeeds: [UInt64] = []

  package init(
    request: String, files: [SnapshotFile], modules: ModuleInputs, resultName: String,
    resultDigest: String, namesDeclaredOutsideSeeds: [UInt64] = []
  ) {
    self.request = request
    self.files = files
    self.modules = modules
    self.resultName = resultName
    self.resultDigest = resultDigest
    self.namesDeclaredOutsideSeeds = namesDeclaredOutsideSeeds
  }
}

/// One file of a ``ScanSnapshot``: how it was read and what it gave.
package struct SnapshotFile: Codable, Sendable {
  /// How a scan used a file.
  package enum Use: Codable, Sendable {
    /// Parsed, or taken from the cache, giving facts.
    case parsed
    /// Left unparsed by the pre-filter; only its imports count.
    case skipped
    /// Giving no facts (a file nested too deep to parse).
    case withoutFacts
  }

  /// The path as the finder gave it.
  package var path: String
  package var stamp: FileStamp
  package var use: Use
  /// For a skipped file, the modules it imports, sorted.
  package var imports: [String]
  /// With the pre-filter, for a file parsed for its own words (a TCA word, or imports its lines
  /// cannot tell): a digest of the words that decide which other files are parsed with it (the
  /// names it declares, and those it mentions that a file without TCA words declares). An edit
  /// that keeps it leaves the pre-filter's choice as it was.
  package var selection: String?

  package init(
    path: String, stamp: FileStamp, use: Use, imports: [String], selection: String? = nil
  ) {
    self.path = path
    self.stamp = stamp
    self.use = use
    self.imports = imports
    self.selection = selection
  }
}

/// A scan's result as the cache keeps it; the counts of files are recomputed from the snapshot.
package struct StoredScanResult: Codable, Sendable {
  package var graph: ArchitectureGraph
  /// Every diagnostic but the warnings about the cache itself, which belong to one run.
  package var diagnostics: [ScanDiagnostic]
  package var unresolved: [ScanDiagnostic]
  package var moduleNotes: [ScanDiagnostic]
  /// The suppression directives of each file that has any, by path.
  package var directives: [String: [SuppressionDirective]]

  package init(
    graph: ArchitectureGraph, diagnostics: [ScanDiagnostic], unresolved: [ScanDiagnostic],
    moduleNotes: [ScanDiagnostic], directives: [String: [SuppressionDirective]]
  ) {
    self.graph = graph
    self.diagnostics = diagnostics
    self.unresolved = unresolved
    self.moduleNotes = moduleNotes
    self.directives = directives
  }
}
