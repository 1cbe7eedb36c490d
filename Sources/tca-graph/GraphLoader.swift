import ExampleApp
import Foundation
import TCAGraph
import TreeIntrospect

/// The architecture a command works on, and what loading it had to say.
struct LoadedGraph {
  var graph: ArchitectureGraph
  /// Scanner warnings and notes for standard error (``DiagnosticPrinter``) and the HTML
  /// explorer: with `--verbose`, one per unresolved construct and module guess.
  var diagnostics: [ScanDiagnostic]
  /// The paths or IR file the graph came from, where a configuration is looked for; empty for
  /// the bundled example.
  var inputs: [String]
  /// The suppression comments the scan read, for a graph scanned from sources; `nil` otherwise.
  var suppressions: [String: Suppression]?
  /// How many Swift files the scan read; `nil` for a graph read from an IR file or the example.
  var fileCount: Int?
}

/// Reads the architecture for ``InputOptions``: Swift sources, an IR file, or the bundled
/// example; then keeps what `--root` reaches and checks the `--module` names.
enum GraphLoader {
  /// Source file globs that apply when `--include` or `--exclude` is not given (a lint
  /// configuration's).
  struct DefaultGlobs {
    var include: [String] = []
    var exclude: [String] = []
  }

  /// The graph for the parsed arguments of `command`, with relative paths taken from
  /// `directory`; `example` says whether no input means the bundled example (`tca-graph
  /// example`), else no input is a usage error; `excludedPaths` are never read
  /// (``ScanOptions/excludedPaths``). With `allowsNoFeatures` (lint's `--allow-zero-features`)
  /// no input, inputs that declare no feature and a `--module` that no feature declares give a
  /// graph without those features instead of an error.
  static func load(
    _ arguments: ParsedArguments, command: any Command.Type, in directory: String,
    globs: DefaultGlobs = DefaultGlobs(), excludedPaths: [String] = [], example: Bool = false,
    allowsNoFeatures: Bool = false
  ) throws -> LoadedGraph {
    var loaded: LoadedGraph
    if let input = arguments.value(InputOptions.input) {
      guard arguments.positional.isEmpty else {
        throw command.usageError("give either source paths or '--input', not both")
      }
      try rejectScanning(arguments, command: command, because: "with '--input'")
      let graph = try readGraph(at: input, in: directory)
      guard !graph.features.isEmpty || allowsNoFeatures else { throw InputError.emptyGraph(input) }
      let dangling = graph.roots.filter { graph.feature($0) == nil }
      let diagnostics = dangling.map { ScanDiagnostic.danglingRoot($0.rawValue, input: input) }
      loaded = LoadedGraph(graph: graph, diagnostics: diagnostics, inputs: [input])
    } else if arguments.positional.isEmpty, allowsNoFeatures {
      // A hook handed no changed file: nothing to read, whatever the scanning options.
      loaded = LoadedGraph(
        graph: ArchitectureGraph(roots: [], features: []), diagnostics: [], inputs: [],
        fileCount: 0)
    } else if arguments.positional.isEmpty {
      guard example else {
        throw command.usageError(
          "no input paths; pass the files or folders to \(command.name), e.g. "
            + "'tca-graph \(command.name) Sources', or an IR file with '--input' "
            + "('tca-graph \(ExampleCommand.name)' draws the bundled example)")
      }
      try rejectScanning(arguments, command: command, because: "to the bundled example")
      loaded = LoadedGraph(graph: try exampleAppGraph(), diagnostics: [], inputs: [])
    } else {
      loaded = try scan(
        arguments, command: command, in: directory, globs: globs, excludedPaths: excludedPaths,
        allowsNoFeatures: allowsNoFeatures)
    }
    if let root = arguments.value(InputOptions.root) {
      do {
        loaded.graph = try loaded.graph.rooted(at: root)
      } catch {
        throw command.usageError(error.description)
      }
    }
    do {
      if !allowsNoFeatures { try loaded.graph.checkModules(arguments.list(InputOptions.module)) }
    } catch {
      throw command.usageError(error.description)
    }
    return loaded
  }

  /// A usage error for the first scanning option given where nothing is scanned.
  private static func rejectScanning(
    _ arguments: ParsedArguments, command: any Command.Type, because place: String
  ) throws {
    guard let given = InputOptions.scanning.first(where: arguments.gave) else { return }
    throw command.usageError(
      "'\(given.spelling)' is about scanning Swift sources; it does not apply \(place)")
  }

  private static func scan(
    _ arguments: ParsedArguments, command: any Command.Type, in directory: String,
    globs: DefaultGlobs, excludedPaths: [String], allowsNoFeatures: Bool
  ) throws -> LoadedGraph {
    let base = URL(fileURLWithPath: directory)
    for path in arguments.positional
    where !FileManager.default.fileExists(
      atPath: URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path)
    {
      throw InputError.missingPath(path)
    }
    let include = arguments.list(InputOptions.include)
    let exclude = arguments.list(InputOptions.exclude)
    let options = ScanOptions(
      includeGlobs: include.isEmpty ? globs.include : include,
      excludeGlobs: exclude.isEmpty ? globs.exclude : exclude, excludedPaths: excludedPaths,
      includeTests: arguments.has(InputOptions.includeTests), baseDirectory: directory,
      cacheDirectory: try cacheDirectory(arguments, command: command, in: directory))
    let scanner = SourceScanner(options: options)
    let result = try scanner.scan(paths: arguments.positional)
    var diagnostics = result.diagnostics
    if arguments.has(InputOptions.verbose) {
      diagnostics += result.moduleNotes + result.unresolved
      diagnostics.append(.filesRead(result.fileCount, summary: result.readSummary))
    } else if !result.unresolved.isEmpty {
      diagnostics.append(.unresolvedCount(result.unresolved.count))
    }
    guard !result.graph.features.isEmpty || allowsNoFeatures else {
      let leftOut =
        result.fileCount == 0 ? scanner.filesLeftOutByGlobs(paths: arguments.positional) : 0
      let globs =
        arguments.gave(InputOptions.include) || arguments.gave(InputOptions.exclude)
        ? "--include and --exclude" : "the configuration's include and exclude"
      throw InputError.noFeatures(
        arguments.positional, fileCount: result.fileCount,
        leftOut: leftOut > 0 ? (leftOut, globs) : nil)
    }
    return LoadedGraph(
      graph: result.graph, diagnostics: diagnostics, inputs: arguments.positional,
      suppressions: result.suppressions, fileCount: result.fileCount)
  }

  /// The facts cache folder: `--cache-dir` (relative to `directory`), none with `--no-cache`,
  /// else the default for the first input.
  static func cacheDirectory(
    _ arguments: ParsedArguments, command: any Command.Type, in directory: String
  ) throws -> String? {
    let given = arguments.value(InputOptions.cacheDirectory)
    if arguments.has(InputOptions.noCache) {
      guard given == nil else {
        throw command.usageError("give either '--cache-dir' or '--no-cache', not both")
      }
      return nil
    }
    if let given {
      return URL(fileURLWithPath: given, relativeTo: URL(fileURLWithPath: directory))
        .standardizedFileURL.path
    }
    return FactsCacheLocation.defaultDirectory(
      inputs: arguments.positional, baseDirectory: directory,
      environment: ProcessInfo.processInfo.environment)
  }

  /// The graph of the IR file at `path` (relative to `directory`), or an ``InputError`` naming it.
  static func readGraph(at path: String, in directory: String) throws
    -> ArchitectureGraph
  {
    let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory))
    let data: Data
    do {
      data = try RegularFile.contents(atPath: url.path)
    } catch {
      throw InputError.unreadable(path, error.description)
    }
    let graph: ArchitectureGraph
    do {
      graph = try ArchitectureGraph(jsonData: data)
    } catch {
      throw InputError.invalidGraph(path, ReadableText.line("\(error)"))
    }
    if let problem = graph.overlongName { throw InputError.invalidGraph(path, problem) }
    return graph
  }
}
