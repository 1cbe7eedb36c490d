import Foundation

@testable import tca_graph

/// A git repository a test builds in a temporary folder: the diff fixture app committed as
/// `base`, then changed and committed again by the test. Commits carry a fixed author, committer
/// and date, and no user or system git configuration is read.
struct GitFixture {
  let root: URL

  /// A repository holding ``DiffFixtureApp/files``, committed on `main`.
  init() throws {
    root = try CLI.temporaryDirectory()
    try git(["init", "-q", "-b", "main"])
    for (path, text) in DiffFixtureApp.files { try write(path, text) }
    try commit("base")
  }

  /// Writes `text` into the file at `path` (relative to the repository), creating folders.
  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Replaces `old` with `new` in the file at `path`; fails if `old` is not there.
  func replace(_ old: String, with new: String, in path: String) throws {
    let url = root.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    guard text.contains(old) else { throw FixtureError.missingText(old, path) }
    try write(path, text.replacingOccurrences(of: old, with: new))
  }

  /// Moves the file at `path` to `destination`.
  func move(_ path: String, to destination: String) throws {
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(destination).deletingLastPathComponent(),
      withIntermediateDirectories: true)
    try git(["mv", path, destination])
  }

  /// Commits every change of the work tree.
  func commit(_ message: String) throws {
    try git(["add", "-A"])
    try git(["commit", "-q", "-m", message])
  }

  /// The full hash of the commit `revision` names.
  func hash(_ revision: String) throws -> String {
    try git(["rev-parse", revision]).trimmingCharacters(in: .newlines)
  }

  /// `tca-graph diff arguments`, run in process from the repository's root, with no cache.
  func diff(_ arguments: [String], in folder: String = "") -> CommandResult {
    CLI.inProcess(["diff"] + arguments, in: root.appendingPathComponent(folder).path)
  }

  /// Runs git in the repository; its standard output, or an error with its standard error.
  @discardableResult
  func git(_ arguments: [String]) throws -> String {
    try Self.git(arguments, in: root)
  }

  /// Runs git in `folder` with the fixture's identity and no user or system configuration.
  @discardableResult
  static func git(_ arguments: [String], in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "commit.gpgsign=false"] + arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    for role in ["AUTHOR", "COMMITTER"] {
      environment["GIT_\(role)_NAME"] = "Fixture"
      environment["GIT_\(role)_EMAIL"] = "fixture@example.com"
      environment["GIT_\(role)_DATE"] = "2026-01-01T00:00:00Z"
    }
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw FixtureError.git(arguments, String(decoding: message, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self)
  }

  enum FixtureError: Error {
    case missingText(String, String)
    case git([String], String)
  }
}
