import Foundation

/// A git repository read through the `git` command, run with `Process`: where its work tree is,
/// which commit a revision names, and a revision's files copied into a folder (`git archive`
/// into `tar -x`), without touching the work tree or the index.
public struct GitRepository: Sendable {
  /// The top folder of the work tree, absolute, links resolved.
  public var root: String

  /// The repository whose work tree holds `folder`.
  public static func containing(_ folder: String) throws(RevisionError) -> GitRepository {
    let result = try GitCommand.run(["rev-parse", "--show-toplevel"], in: folder)
    let top = result.output.trimmingCharacters(in: .newlines)
    guard result.status == 0, !top.isEmpty else { throw .notARepository(folder: folder) }
    return GitRepository(root: URL(fileURLWithPath: top).resolvingSymlinksInPath().path)
  }

  /// The full hash of the commit `revision` names.
  public func commit(_ revision: String) throws(RevisionError) -> String {
    guard !revision.isEmpty, !revision.hasPrefix("-") else { throw .unknownRevision(revision) }
    let result = try GitCommand.run(
      ["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: root)
    let hash = result.output.trimmingCharacters(in: .newlines)
    guard result.status == 0, !hash.isEmpty else {
      throw isShallow ? .missingFromShallowClone(revision) : .unknownRevision(revision)
    }
    return hash
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

  /// Writes the files of `commit` into `folder` (which must exist): `git archive` piped into
  /// `tar -x`, so neither the work tree nor the index is read or changed.
  public func extract(_ commit: String, shownAs revision: String, into folder: String)
    throws(RevisionError)
  {
    let archive = Process()
    archive.executableURL = GitCommand.environment
    archive.arguments = ["git", "archive", "--format=tar", commit]
    archive.currentDirectoryURL = URL(fileURLWithPath: root)
    let unpack = Process()
    unpack.executableURL = GitCommand.environment
    unpack.arguments = ["tar", "-x", "-f", "-", "-C", folder]
    let pipe = Pipe()
    let archiveErrors = Pipe()
    let unpackErrors = Pipe()
    archive.standardOutput = pipe
    archive.standardError = archiveErrors
    unpack.standardInput = pipe
    unpack.standardError = unpackErrors
    unpack.standardOutput = FileHandle.nullDevice
    do {
      try unpack.run()
      try archive.run()
    } catch {
      throw .extraction(revision: revision, reason: "\(error)")
    }
    let archiveMessage = archiveErrors.fileHandleForReading.readDataToEndOfFile()
    let unpackMessage = unpackErrors.fileHandleForReading.readDataToEndOfFile()
    archive.waitUntilExit()
    unpack.waitUntilExit()
    for (process, message, name) in [
      (archive, archiveMessage, "git archive"), (unpack, unpackMessage, "tar"),
    ] where process.terminationStatus != 0 {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      throw .extraction(
        revision: revision,
        reason: "\(name) exited with \(process.terminationStatus)"
          + (text.isEmpty ? "" : ": \(text)"))
    }
  }
}

/// One `git` command run to its end, its standard output collected.
enum GitCommand {
  /// `/usr/bin/env`, which finds `git` and `tar` on `PATH`.
  static let environment = URL(fileURLWithPath: "/usr/bin/env")

  struct Result {
    var status: Int32
    var output: String
  }

  static func run(_ arguments: [String], in folder: String) throws(RevisionError) -> Result {
    let process = Process()
    process.executableURL = environment
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .gitUnavailable(reason: "\(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus == 127 { throw .gitUnavailable(reason: "git is not on PATH") }
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
