import Foundation
import Testing

/// `Scripts/syntax-route.sh`, the install routes' choice, when the swift-syntax package cannot be
/// fetched: it takes the toolchain's route and says so in words before SwiftPM's own lines.
@Suite final class SyntaxRouteMessageTests {
  /// A folder holding a `swift` that fails to resolve as SwiftPM does offline.
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-route-message-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let swift = folder.appendingPathComponent("swift")
    try Data(
      """
      #!/bin/sh
      echo "Fetching https://github.com/swiftlang/swift-syntax.git" >&2
      echo "error: Git command 'git -C /cache/swift-syntax config --get remote.origin.url' failed" >&2
      exit 1

      """.utf8
    ).write(to: swift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func route(_ environment: [String: String] = [:]) throws -> ScriptRun {
    var environment = environment
    environment["PATH"] =
      folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    return try ScriptRun.run(
      TestPaths.packageRoot.appendingPathComponent("Scripts/syntax-route.sh"),
      [folder.appendingPathComponent("scratch").path], in: folder,
      environment: environment.merging(["TCA_GRAPH_SWIFT_SYNTAX": ""]) { first, _ in first })
  }

  @Test func aPackageThatCannotBeFetchedIsSaidInWordsBeforeSwiftPMsLines() throws {
    let run = try route()
    #expect(run.status == 0)
    #expect(run.output == "toolchain\n")
    let words = try #require(
      run.errors.range(of: "the swift-syntax package could not be fetched"), "\(run.errors)")
    #expect(run.errors.contains("the toolchain's own SwiftSyntax parser is used"))
    #expect(run.errors.contains("about\n  ten times slower"))
    #expect(run.errors.contains("config set-mirror"))
    #expect(run.errors.contains("--original https://github.com/swiftlang/swift-syntax.git"))
    let raw = try #require(run.errors.range(of: "error: Git command"))
    #expect(words.lowerBound < raw.lowerBound, "the words come before SwiftPM's own lines")
    #expect(run.errors.contains("\n    error: Git command"), "SwiftPM's lines are indented")
  }

  @Test func aRouteSetInTheEnvironmentAsksNothing() throws {
    let run = try route(["TCA_GRAPH_SWIFT_SYNTAX": "package"])
    #expect(run.output == "package\n")
    #expect(run.errors.isEmpty)
  }
}
