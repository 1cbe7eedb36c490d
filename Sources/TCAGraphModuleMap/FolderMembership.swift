/// The files a target compiles from one folder: everything under `root`, minus `excluded`, and
/// only what lies under `only` when that is given (all paths absolute and standardized).
package struct FolderMembership: Sendable, Equatable {
  var root: String
  var excluded: [String] = []
  var only: [String]?

  /// Whether the file at the absolute `path` is a member.
  func contains(_ path: String) -> Bool {
    guard Self.isInside(path, root) else { return false }
    if excluded.contains(where: { Self.isInside(path, $0) }) { return false }
    guard let only else { return true }
    return only.contains { Self.isInside(path, $0) }
  }

  /// Whether `path` is `folder` itself or lies under it.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    if path == folder || folder == "/" { return true }
    guard path.hasPrefix(folder) else { return false }
    return path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/")
  }
}
