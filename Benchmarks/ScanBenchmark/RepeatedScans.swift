import Foundation
import TCAGraph

/// Scans `directory` `rounds` times through its cache (`.build/tca-graph`), generating the cache
/// benchmark's app there first (40% features, 60% plain files) when the folder does not exist,
/// and prints each scan's time and how its result was made: for profiling one path of the cache
/// (`perf record -g scan-benchmark repeat DIR edit 20`). `mode` chooses what happens before each
/// scan: `cold` empties the cache, `warm` changes nothing, `edit` inserts a line at the top of
/// the app's first feature file, which moves every place in it.
func repeatScans(directory: String, mode: String, rounds: Int) throws {
  if !FileManager.default.fileExists(atPath: directory) {
    _ = try GeneratedApp(features: 400, plainFiles: 600, into: URL(fileURLWithPath: directory))
  }
  let cache = directory + "/.build/tca-graph"
  let options = ScanOptions(
    baseDirectory: directory, cacheDirectory: cache, skipsFilesWithoutTCA: true)
  let files = try GeneratedApp.swiftFiles(in: URL(fileURLWithPath: directory))
  guard let edited = files.first(where: { $0.hasSuffix("Feature0.swift") }) ?? files.first else {
    throw BenchmarkError("repeat: no Swift file in \(directory)")
  }
  for round in 0..<rounds {
    switch mode {
    case "cold":
      try? FileManager.default.removeItem(atPath: cache)
    case "edit":
      let text = try String(contentsOfFile: edited, encoding: .utf8)
      try ("// inserted \(round)\n" + text).write(
        toFile: edited, atomically: false, encoding: .utf8)
    default:
      break
    }
    var result: ScanResult?
    let time = try seconds { result = try SourceScanner(options: options).scan(paths: ["."]) }
    print("\(mode) \(round): \(String(format: "%.3f", time)) s; \(result!.readSummary)")
  }
}
