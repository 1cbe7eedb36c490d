import Foundation
import PackagePlugin

/// One run of the `tca-graph` tool from a command plugin: the verb, the arguments passed through,
/// and the inputs the plugin chose for them. Both plugins (`tca-graph`, which may write the
/// package's pictures, and `tca-graph-lint`, which writes nothing there and so needs no permission)
/// read their arguments here; this file is linked into each plugin's folder.
struct PluginInvocation {
  /// What the plugin says of itself in its help and errors.
  struct Plugin {
    /// The `swift package` verb: `tca-graph`.
    var command: String
    /// The subcommands it runs; the first is the default.
    var verbs: [String]
    /// One line saying what it is for.
    var purpose: String
    /// Whether it refuses the options that write files (``PluginWriteOptions``): it asks for no
    /// permission to write.
    var refusesWrites = false
  }

  /// The plugin this invocation runs in.
  var plugin: Plugin
  /// The subcommand to run; `nil` when the plugin's own help was asked for.
  var verb: String?
  /// The arguments after the verb, less the plugin's own `--target` options.
  var passedArguments: [String]
  /// The targets named with `--target`, in order; empty for every target.
  var targetNames: [String]

  /// Reads `[VERB] [--target NAME ...] [tca-graph options ...]`; `--help` (or `help`) without a
  /// verb asks for the plugin's own help, and a verb with `--help` for the tool's.
  init(arguments: [String], plugin: Plugin) throws {
    self.plugin = plugin
    var extractor = ArgumentExtractor(arguments)
    targetNames = extractor.extractOption(named: "target")
    var remaining = extractor.remainingArguments
    if let first = remaining.first, !first.hasPrefix("-") {
      if first == "help", remaining.count == 1 {
        verb = nil
        passedArguments = []
        return
      }
      guard plugin.verbs.contains(first) else {
        throw PluginError.unknownVerb(first, plugin: plugin)
      }
      verb = first
      remaining.removeFirst()
    } else if remaining.contains(where: { $0 == "--help" || $0 == "-h" }) {
      verb = nil
    } else {
      verb = plugin.verbs[0]
    }
    passedArguments = remaining
    if plugin.refusesWrites, let verb, let option = PluginWriteOptions.first(in: remaining) {
      throw PluginError.writingOption(
        PluginWriteOptions.refusal(option, command: plugin.command, verb: verb))
    }
  }

  /// The plugin's help: its verbs, `--target`, and where the tool's options are described.
  var help: String {
    """
    OVERVIEW: \(plugin.purpose)

    USAGE: swift package \(plugin.command) [\(plugin.verbs.joined(separator: "|"))] [--target <NAME> ...] [tca-graph options]

    VERBS:
    \(plugin.verbs.enumerated().map { "  \($0.element)\($0.offset == 0 ? " (default)" : "")" }.joined(separator: "\n"))

    OPTIONS:
      --target <NAME>   Read this target's sources (repeatable; default: every non-test target,
                        test targets too with --include-tests).
      -h, --help        Show this help; 'swift package \(plugin.command) <verb> --help' shows the
                        verb's options, which are passed to tca-graph as given.
    \(writingNote)
    """
  }

  /// What the help says of the options that write, for a plugin that refuses them.
  private var writingNote: String {
    guard plugin.refusesWrites else { return "" }
    let names = PluginWriteOptions.options.map { "--\($0.name)" }.joined(separator: ", ")
    return """

      REFUSED:
        \(names)
        write files, which this plugin does not; run them through
        'swift package --allow-writing-to-package-directory tca-graph'.

      """
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

  /// The invocation as Xcode runs it: `lint` prints absolute paths, which Xcode needs to open a
  /// finding.
  func readByXcode() -> PluginInvocation {
    var invocation = self
    if verb == "lint", !passedArguments.contains("--absolute-paths") {
      invocation.passedArguments.append("--absolute-paths")
    }
    return invocation
  }

  /// Runs the tool in `directory` on `inputs` (relative to it), forwarding its output; throws
  /// when it exits with anything but 0, so `swift package` fails as the tool did. A scan keeps
  /// its cache in `cacheDirectory` (the plugin's work folder, which a sandboxed plugin may write)
  /// unless the arguments choose. Without a verb it prints the plugin's help instead.
  func run(tool: URL, inputs: [String], in directory: URL, cacheDirectory: URL) throws {
    guard let verb else {
      print(help, terminator: "")
      return
    }
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

/// What a command plugin reports instead of running.
enum PluginError: Error, CustomStringConvertible {
  case unknownVerb(String, plugin: PluginInvocation.Plugin)
  case unknownTarget(String, known: [String])
  case toolFailed(verb: String, status: Int32)
  /// An option that writes files, given to a plugin that asks for no permission to write.
  case writingOption(String)

  var description: String {
    switch self {
    case .unknownVerb(let verb, let plugin):
      let nearest = plugin.verbs.min { distance(verb, $0) < distance(verb, $1) }
      let hint = nearest.flatMap { distance(verb, $0) <= 2 ? " (did you mean '\($0)'?)" : nil }
      return "unknown verb '\(verb)'\(hint ?? ""); 'swift package \(plugin.command)' runs "
        + plugin.verbs.joined(separator: ", ") + " (see 'swift package \(plugin.command) --help')"
    case .unknownTarget(let name, let known):
      return "no target named '\(name)'; the targets are \(known.joined(separator: ", "))"
    case .toolFailed(let verb, let status):
      return "tca-graph \(verb) exited with code \(status)"
    case .writingOption(let refusal):
      return refusal
    }
  }

  /// The edit distance of two words (insertions, deletions, substitutions).
  private func distance(_ a: String, _ b: String) -> Int {
    let b = Array(b)
    var row = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var next = [i + 1]
      for (j, y) in b.enumerated() {
        next.append(min(row[j + 1] + 1, next[j] + 1, row[j] + (x == y ? 0 : 1)))
      }
      row = next
    }
    return row[b.count]
  }
}
