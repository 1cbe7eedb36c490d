import ExampleApp
import Foundation
import TCAGraph
import TreeIntrospect

/// The options every command that reads an architecture shares.
enum InputOptions {
  static let specs: [OptionSpec] = [
    .option("input", "FILE", "Read the architecture from an IR JSON file (as written by 'dump')."),
    .option(
      "root", "NAME", "The root feature to start from (default: every feature nobody composes)."),
    .option("include", "GLOB", "Scan only files matching the glob (repeatable, comma-separated)."),
    .option("exclude", "GLOB", "Skip files matching the glob (repeatable, comma-separated)."),
    .flag("include-tests", "Scan test folders too (skipped by default)."),
    .flag("verbose", "List every construct the scanner saw but could not resolve."),
  ]
}

/// Reads the architecture a command works on: Swift sources, an IR file, or the bundled example.
enum GraphLoader {
  /// The graph for the parsed arguments; scanner warnings go to standard error.
  static func load(_ arguments: CommandArguments) throws -> ArchitectureGraph {
    if let input = arguments.value("input") {
      guard arguments.positional.isEmpty else {
        throw UsageError("give either source paths or '--input', not both", command: "render")
      }
      return try readGraph(at: input)
    }
    if arguments.positional.isEmpty {
      return try exampleAppGraph()
    }
    let options = ScanOptions(
      includeGlobs: arguments.list("include"), excludeGlobs: arguments.list("exclude"),
      includeTests: arguments.has("include-tests"), root: arguments.value("root"),
      baseDirectory: FileManager.default.currentDirectoryPath)
    let result = try SourceScanner(options: options).scan(paths: arguments.positional)
    for diagnostic in result.diagnostics {
      FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
    if arguments.has("verbose") {
      for construct in result.moduleNotes + result.unresolved {
        FileHandle.standardError.write(Data("\(construct)\n".utf8))
      }
    } else if !result.unresolved.isEmpty {
      FileHandle.standardError.write(
        Data(
          "note: \(result.unresolved.count) construct(s) could not be resolved; rerun with --verbose to list them\n"
            .utf8))
    }
    guard !result.graph.features.isEmpty else {
      throw InputError.noFeatures(arguments.positional, fileCount: result.fileCount)
    }
    return result.graph
  }

  private static func readGraph(at path: String) throws -> ArchitectureGraph {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw InputError.unreadable(path, (error as NSError).localizedDescription)
    }
    do {
      return try ArchitectureGraph(jsonData: data)
    } catch {
      throw InputError.invalidGraph(path, "\(error)")
    }
  }
}

/// An input file the CLI could not use.
enum InputError: Error, CustomStringConvertible {
  case unreadable(String, String)
  case invalidGraph(String, String)
  case noFeatures([String], fileCount: Int)

  var description: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
    case .invalidGraph(let path, let reason): "\(path): \(reason)"
    case .noFeatures(let paths, let fileCount):
      "no TCA reducers found in \(paths.joined(separator: ", ")) (\(fileCount) Swift file\(fileCount == 1 ? "" : "s") scanned); "
        + "point at the folders that declare your reducers, or pass --include-tests if they live in a test folder"
    }
  }
}
