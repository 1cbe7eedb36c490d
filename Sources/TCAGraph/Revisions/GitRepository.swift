import Foundation

/// A git repository read through the `git` command, run with `Process`: where its work tree is
/// and which commit a revision names. ``RevisionCopy`` reads a revision's files.
public struct GitRepository: Sendable {
  /// The top folder of the work tree, absolute, links resolved.
  public var root: String

  /// The repository whose work tree holds `folder`.
  public static func containing(_ folder: String) throws(RevisionError) -> GitRepository {
    let result = try GitCommand.run(["rev-parse", "--show-toplevel"], in: folder)
    let top = result.output.trimmingCharacters(in: .newlines)
    guard result.status == 0, !top.isEmpty else {
      let place = try? GitCommand.run(
        ["rev-parse", "--is-bare-repository", "--is-inside-git-dir"], in: folder)
      let answers = place.map { $0.status == 0 ? $0.output.split(separator: "\n") : [] } ?? []
      if answers.first == "true" { throw .bareRepository(folder: folder) }
      if answers.count == 2, answers[1] == "true" { throw .insideGitFolder(folder: folder) }
      throw .notARepository(folder: folder)
    }
    return GitRepository(root: URL(fileURLWithPath: top).resolvingSymlinksInPath().path)
  }

  /// The full hash of the commit `revision` names.
  public func commit(_ revision: String) throws(RevisionError) -> String {
    guard !revision.isEmpty, !revision.hasPrefix("-") else { throw .unknownRevision(revision) }
    let result = try GitCommand.run(
      ["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: root)
    let hash = result.output.trimmingCharacters(in: .newlines)
    guard result.status == 0, !hash.isEmpty else {
      if let kind = objectKind(revision) { throw .notACommit(revision, kind: kind) }
      throw isShallow ? .missingFromShallowClone(revision) : .unknownRevision(revision)
    }
    return hash
  }

  /// What kind of object `revision` names, peeled of its tags (`tree`, `blob`), when it names
  /// one.
  private func objectKind(_ revision: String) -> String? {
    func answer(_ arguments: [String]) -> String? {
      guard let result = try? GitCommand.run(arguments, in: root), result.status == 0 else {
        return nil
      }
      return result.output.trimmingCharacters(in: .newlines)
    }
    guard let hash = answer(["rev-parse", "--verify", "--quiet", revision]),
      var kind = answer(["cat-file", "-t", hash])
    else { return nil }
    if kind == "tag", let peeled = answer(["rev-parse", "--verify", "--quiet", hash + "^{}"]) {
      kind = answer(["cat-file", "-t", peeled]) ?? kind
    }
    return kind
  }

  /// The commit the work tree is checked out at; `nil` in a repository with no commit yet.
  public var headCommit: String? {
    guard let result = try? GitCommand.run(["rev-parse", "--verify", "--quiet", "HEAD"], in: root),
      result.status == 0
    else { return nil }
    return result.output.trimmingCharacters(in: .newlines)
  }

  /// Whether the repository is a shallow clone.
  public var isShallow: Bool {
    let result = try? GitCommand.run(["rev-parse", "--is-shallow-repository"], in: root)
    return result?.output.trimmingCharacters(in: .newlines) == "true"
  }

  /// `path` (absolute, links resolved) relative to ``root``; `nil` when it is outside.
  public func relativePath(of path: String) -> String? {
    if path == root { return "" }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }
}
