import Foundation
import TCAGraph

@testable import tca_graph

/// Runs the built `tca-graph` executable, for end-to-end tests of the command line.
enum CLI {
  /// The package root, found from this file's path.
  static let packageRoot = TestPaths.packageRoot

  /// The `tca-graph` binary beside the test bundle.
  static var executable: URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent("tca-graph")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/tca-graph")
  }

  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `tca-graph arguments` in `directory` and collects its exit status and output; a scan
  /// reads and writes no cache unless the arguments name one (see ``withoutCache(_:)``). The
  /// tool sees this process's environment less Xcode's variables, plus `environment`.
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  ) throws -> Run {
    let process = Process()
    process.executableURL = executable
    var inherited = ProcessInfo.processInfo.environment
    for name in XcodeReporter.xcodeVariables { inherited[name] = nil }
    process.environment = inherited.merging(environment) { $1 }
    process.arguments = withoutCache(arguments)
    process.currentDirectoryURL = directory
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  /// Runs `tca-graph arguments` in process from `directory`, with no cache unless the arguments
  /// name one (see ``withoutCache(_:)``).
  static func inProcess(_ arguments: [String], in directory: String) -> CommandResult {
    TCAGraphCommand.run(arguments: withoutCache(arguments), workingDirectory: directory)
  }

  /// `arguments` with `--no-cache` added, so that tests never write into the scanned package's
  /// `.build` or the user's cache folder; unchanged when there are none, when they ask for help,
  /// the version, a completion script or the bundled example (which reads no sources), or name
  /// a cache of their own.
  static func withoutCache(_ arguments: [String]) -> [String] {
    let untouched: Set<String> = [
      "--help", "-h", "help", "--version", "--generate-completion-script", "--cache-dir",
      "--no-cache", ExampleCommand.name,
    ]
    return arguments.isEmpty || arguments.contains(where: untouched.contains)
      ? arguments : arguments + ["--no-cache"]
  }

  /// The report of `tca-graph lint arguments` run in process from `directory`, through the
  /// command's own graph loader, with no cache.
  static func lintReport(_ arguments: [String], in directory: String) throws -> LintReport {
    let parsed = try ParsedArguments.parse(
      withoutCache(arguments), options: LintCommand.options + LintCommand.misdirectedOptions,
      command: LintCommand.name)
    return try LintCommand.report(parsed, in: directory).0
  }

  /// A fresh empty folder.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-graph-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Every file below `folder`, as sorted relative paths.
  static func files(in folder: URL) -> [String] {
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
    return paths.filter { path in
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
      return !isDirectory.boolValue
    }.sorted()
  }
}
