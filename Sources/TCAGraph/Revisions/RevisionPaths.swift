import Foundation

/// The source paths given to `diff`, whatever their spelling (relative, absolute, through a link
/// to the work tree, with `.` and `..`), as paths of the repository's tree, and the folder both
/// sides are scanned from, so that every side reads the same paths of its own tree and names its
/// files the same way.
public struct RevisionPaths: Equatable, Sendable {
  /// The folder the scans run in, relative to the repository's top ("" for the top): the
  /// current folder, or the top when a path lies outside the current folder.
  public var folder: String
  /// The paths to scan, relative to ``folder`` (`.` for the folder itself).
  public var scanned: [String]
  /// The same paths relative to the repository's top ("" for the top).
  public var inRepository: [String]

  /// Maps `paths` (`.` when empty), written relative to `directory`, into `repository`; throws
  /// ``RevisionError/outsideRepository(path:root:)`` for a path outside it.
  public init(_ paths: [String], in directory: String, repository: GitRepository)
    throws(RevisionError)
  {
    let here = try Self.inRepository(directory, in: directory, repository: repository)
    let given = paths.isEmpty ? ["."] : paths
    var inRepository: [String] = []
    for path in given {
      inRepository.append(try Self.inRepository(path, in: directory, repository: repository))
    }
    let folder = inRepository.allSatisfy { RevisionTree.isWithin($0, here) } ? here : ""
    self.folder = folder
    self.inRepository = inRepository
    scanned = inRepository.map { path in
      path == folder ? "." : folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
    }
  }

  /// `path` relative to the repository's top: lexically when it is written inside the work
  /// tree, else with the links of its longest existing part resolved.
  private static func inRepository(
    _ path: String, in directory: String, repository: GitRepository
  ) throws(RevisionError) -> String {
    let absolute = lexical(path.hasPrefix("/") ? path : directory + "/" + path)
    if let inside = repository.relativePath(of: absolute) { return inside }
    if let inside = repository.relativePath(of: linksResolved(absolute)) { return inside }
    throw .outsideRepository(path: path, root: repository.root)
  }

  /// `path` (absolute) with `.` and `..` removed and slashes folded.
  static func lexical(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == ".." {
        if !components.isEmpty { components.removeLast() }
        continue
      }
      components.append(component)
    }
    return "/" + components.joined(separator: "/")
  }

  /// `path` (absolute, lexical) with the links of its longest existing part resolved, the rest
  /// appended as written.
  private static func linksResolved(_ path: String) -> String {
    var existing = path
    var rest: [String] = []
    while existing != "/", !FileManager.default.fileExists(atPath: existing) {
      let url = URL(fileURLWithPath: existing)
      rest.insert(url.lastPathComponent, at: 0)
      existing = url.deletingLastPathComponent().path
    }
    let resolved = URL(fileURLWithPath: existing).resolvingSymlinksInPath().path
    return lexical(([resolved] + rest).joined(separator: "/"))
  }
}
