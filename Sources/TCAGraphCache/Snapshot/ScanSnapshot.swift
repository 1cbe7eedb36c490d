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

  package init(request: String, files: [SnapshotFile], modules: ModuleInputs, resultName: String, resultDigest: String) {
    self.request = request
    self.files = files
    self.modules = modules
    self.resultName = resultName
    self.resultDigest = resultDigest
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

  package init(path: String, stamp: FileStamp, use: Use, imports: [String]) {
    self.path = path
    self.stamp = stamp
    self.use = use
    self.imports = imports
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

  package init(graph: ArchitectureGraph, diagnostics: [ScanDiagnostic], unresolved: [ScanDiagnostic], moduleNotes: [ScanDiagnostic], directives: [String: [SuppressionDirective]]) {
    self.graph = graph
    self.diagnostics = diagnostics
    self.unresolved = unresolved
    self.moduleNotes = moduleNotes
    self.directives = directives
  }
}
