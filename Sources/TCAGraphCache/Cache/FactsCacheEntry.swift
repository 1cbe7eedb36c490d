import TCAGraphSupport
import TCAGraphSyntax

/// One cached read of one file, as stored on disk: what reading it gave, with everything its key
/// was made of, so an entry from another format, build, path or content is never trusted.
package struct FactsCacheEntry: Codable {
  /// ``FactsCache/format`` when written.
  var format: Int
  /// The tool version and build that wrote it (``FactsCache/currentBuild``).
  var build: String
  /// The file's path as the scan names it.
  var path: String
  /// The SHA-256 of the file's bytes.
  var contentHash: String
  /// What reading the file gave.
  package var facts: FileFacts?
  package var diagnostic: ScanDiagnostic?
}
