import Foundation
import PackagePlugin

/// One run of the `tca-graph` tool from the command plugin: the verb, the arguments passed through,
/// and the inputs the plugin chose for them.
struct PluginInvocation {
  /// The subcommands the plugin runs; the first is the default.
  static let verbs = ["render", "lint", "dump"]

  /// The subcommand to run.
  var verb: String
  /// The arguments after the verb, less the plugin's own `--target` options.
  var passedArguments: [String]
  /// The targets named with `--target`, in order; empty for every target.
  var targetNames: [String]

  /// Reads `[render|lint|dump] [--target NAME ...] [tca-graph options ...]`.
  init(arguments: [String]) throws {
    var extractor = ArgumentExtractor(arguments)
    targetNames = extractor.extractOption(named: "target")
    var remaining = extractor.remainingArguments
    if let first = remaining.first, !first.hasPrefix("-") {
      guard Self.verbs.contains(first) else {
        throw PluginError.unknownVerb(first)
      }
      verb = first
      remaining.removeFirst()
    } else {
      verb = Self.verbs[0]
    }
    passedArguments = remaining
  }

  /// Whether the tool reads an IR file (`--input`) rather than sources, so no folder is passed.
  var readsIRFile: Bool {
    passedArguments.contains { $0 == "--input" || $0.hasPrefix("--input=") }
  }

  /// Whether test targets are scanned too.
  var includesTests: Bool { passedArguments.contains("--include-tests") }

  /// Whether the arguments already say where the cache goes, or that there is none.
  var choosesCache: Bool {
    passedArguments.contains {
      $0 == "--no-cache" || $0 == "--cache-dir" || $0.hasPrefix("--cache-dir=")
    }
  }

  /// Runs the tool in `directory` on `inputs` (relative to it), forwarding its output; throws
  /// when it exits with anything but 0, so `swift package` fails as the tool did. A scan keeps
  /// its cache in `cacheDirectory` (the plugin's work folder, which a sandboxed plugin may write)
  /// unless the arguments choose.
  func run(tool: URL, inputs: [String], in directory: URL, cacheDirectory: URL) throws {
    let process = Process()
    process.executableURL = tool
    let cache = readsIRFile || choosesCache ? [] : ["--cache-dir", cacheDirectory.path]
    process.arguments = [verb] + (readsIRFile ? [] : inputs) + passedArguments + cache
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw PluginError.toolFailed(verb: verb, status: process.terminationStatus)
    }
  }
}

/// What the command plugin reports instead of running.
enum PluginError: Error, CustomStringConvertible {
  case unknownVerb(String)
  case unknownTarget(String, known: [String])
  case toolFailed(verb: String, status: Int32)

  var description: String {
    switch self {
    case .unknownVerb(let verb):
      "unknown verb '\(verb)'; use one of \(PluginInvocation.verbs.joined(separator: ", "))"
    case .unknownTarget(let name, let known):
      "no target named '\(name)'; the targets are \(known.joined(separator: ", "))"
    case .toolFailed(let verb, let status):
      "tca-graph \(verb) exited with code \(status)"
    }
  }
}
