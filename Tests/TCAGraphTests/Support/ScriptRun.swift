import Foundation
import Testing

/// A script run with bash, as CI runs it: its exit status and what it printed. Git reads no user
/// or system configuration and commits as a fixed author.
struct ScriptRun {
  var status: Int32
  var output: String
  var errors: String

  /// Runs `bash script arguments` from `folder`, with `environment` over the test's own.
  static func run(
    _ script: URL, _ arguments: [String] = [], in folder: URL,
    environment: [String: String] = [:]
  ) throws -> ScriptRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", script.path] + arguments
    process.currentDirectoryURL = folder
    var merged = ProcessInfo.processInfo.environment
    merged["GIT_CONFIG_GLOBAL"] = "/dev/null"
    merged["GIT_CONFIG_NOSYSTEM"] = "1"
    for role in ["AUTHOR", "COMMITTER"] {
      merged["GIT_\(role)_NAME"] = "Fixture"
      merged["GIT_\(role)_EMAIL"] = "fixture@example.com"
    }
    merged.merge(environment) { $1 }
    process.environment = merged
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Standard error is read beside standard output, so neither pipe fills while the other waits.
    nonisolated(unsafe) var errorData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ScriptRun(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }
}

/// A copy of the files a release touches (the version's source, CHANGELOG, formula, README,
/// docs, workflows, scripts) in a temporary folder, for Scripts/release-check.sh and
/// Scripts/release.sh to run on and for a test to change.
struct ReleaseFixture {
  let root: URL

  /// The paths copied, relative to the package root; each is copied if it exists.
  static let paths = [
    "Sources/TCAGraphSupport/TCAGraphVersion.swift", "CHANGELOG.md", "README.md", "LICENSE",
    "Formula", "docs", ".github", ".pre-commit-hooks.yaml", "Scripts", ".gitignore",
  ]

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-release-\(UUID().uuidString)")
    for path in Self.paths {
      let source = TestPaths.packageRoot.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: source.path) else { continue }
      let destination = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: source, to: destination)
    }
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  func read(_ path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }

  func write(_ path: String, _ text: String) throws {
    try FileManager.default.createDirectory(
      at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url(path))
  }

  /// Replaces the first `old` in the file at `path` with `new`; fails when `old` is not there.
  func replace(_ old: String, with new: String, in path: String) throws {
    let text = try read(path)
    let range = try #require(text.range(of: old), "'\(old)' is not in \(path)")
    try write(path, text.replacingCharacters(in: range, with: new))
  }

  /// Runs `Scripts/<name>` of the copy from its root.
  func script(_ name: String, _ arguments: [String] = []) throws -> ScriptRun {
    try ScriptRun.run(url("Scripts/\(name)"), arguments, in: root)
  }
}
