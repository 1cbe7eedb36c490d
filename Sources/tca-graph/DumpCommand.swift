import Foundation
import TCAGraph

/// `tca-graph dump`: prints the architecture graph as versioned JSON.
enum DumpCommand {
  static let specs = InputOptions.specs

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try CommandArguments.parse(arguments, specs: specs, command: "dump")
    if parsed.has("help") {
      print(
        helpText(
          usage: "tca-graph dump [PATHS...] [--input FILE] [--root NAME]",
          summary:
            "Prints the architecture graph (IR) of Swift sources, an IR file, or the bundled example as JSON.",
          specs: specs), terminator: "")
      return 0
    }
    let graph = try GraphLoader.load(parsed)
    FileHandle.standardOutput.write(try graph.jsonData())
    return 0
  }
}
