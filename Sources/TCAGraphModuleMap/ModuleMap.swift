import TCAGraphSupport

/// Which module each scanned file belongs to, read from SwiftPM manifests and Xcode projects.
package struct ModuleMap: Sendable {
  /// Every module name that is known (declared by a manifest/project, or made by the folder rule).
  package var modules: Set<String>
  /// The modules each module depends on, by name (targets and products), when declared.
  package var dependencies: [String: Set<String>]
  /// One warning per manifest or project that could not be read, naming the file (and line).
  package var warnings: [ScanDiagnostic]
  /// `--verbose` notes: one per folder whose files fell back to the folder rule, and one per file
  /// that several targets claim.
  package var notes: [ScanDiagnostic]

  /// Decides the module of files that were not given when the map was built.
  let resolver: ModuleResolver
  /// The module of each file given when the map was built, by absolute, standardized path.
  let assigned: [String: String]
  /// The folder relative paths are resolved against.
  let baseDirectory: String

  /// The module of a scanned file (path as the scanner names files).
  package func module(of path: String) -> String {
    let absolute = ScanPaths.absolute(path, base: baseDirectory)
    return assigned[absolute] ?? resolver.resolve(absolute).module
  }
}
