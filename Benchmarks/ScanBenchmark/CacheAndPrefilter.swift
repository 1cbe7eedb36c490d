import Foundation
import TCAGraph

/// Generates an app of `fileCount` files, 40% TCA features and 60% plain Swift that no feature
/// names, and measures, alternating for `rounds` rounds and keeping each one's best time:
/// parsing every file, the pre-filter (no cache), a cold scan into an empty cache, a warm scan
/// with nothing changed, a warm scan after one file is edited without changing what it gives (a
/// comment appended), and one after an edit that changes what it gives (a line inserted at the
/// top, which moves every location in the file). Prints the ratios against their goals and the
/// peak resident memory.
func cacheAndPrefilter(fileCount: Int, rounds: Int) throws {
  let features = max(1, fileCount * 2 / 5)
  let app = try GeneratedApp(features: features, plainFiles: fileCount - features)
  defer { app.remove() }
  let cache = app.directory.appendingPathComponent(".build/tca-graph").path
  print(
    "generated \(app.paths.count) files (\(features) features, \(fileCount - features) plain), "
      + "\(String(format: "%.2f", app.megabytes)) MB")

  func scan(prefilter: Bool, cached: Bool) throws -> (seconds: Double, result: ScanResult) {
    let options = ScanOptions(
      baseDirectory: app.directory.path, cacheDirectory: cached ? cache : nil,
      skipsFilesWithoutTCA: prefilter)
    var result: ScanResult?
    let time = try seconds { result = try SourceScanner(options: options).scan(paths: ["."]) }
    return (time, result!)
  }

  let kinds = [
    "parse every file", "pre-filter", "cold cache", "warm cache", "one file edited",
    "one file edited, facts changed",
  ]
  var times = Dictionary(uniqueKeysWithValues: kinds.map { ($0, [Double]()) })
  var results: [String: ScanResult] = [:]
  let edited = app.paths[features / 2]
  for round in 0..<rounds {
    try? FileManager.default.removeItem(atPath: cache)
    let runs: [(String, () throws -> (seconds: Double, result: ScanResult))] = [
      ("parse every file", { try scan(prefilter: false, cached: false) }),
      ("pre-filter", { try scan(prefilter: true, cached: false) }),
      ("cold cache", { try scan(prefilter: true, cached: true) }),
      ("warm cache", { try scan(prefilter: true, cached: true) }),
      (
        "one file edited",
        {
          let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: edited))
          try handle.seekToEnd()
          try handle.write(contentsOf: Data("// edit \(round)\n".utf8))
          try handle.close()
          return try scan(prefilter: true, cached: true)
        }
      ),
      (
        "one file edited, facts changed",
        {
          let text = try String(contentsOfFile: edited, encoding: .utf8)
          try ("// inserted \(round)\n" + text).write(
            toFile: edited, atomically: false, encoding: .utf8)
          return try scan(prefilter: true, cached: true)
        }
      ),
    ]
    for (kind, run) in runs {
      let (time, result) = try run()
      times[kind]?.append(time)
      results[kind] = result
    }
  }
  let best = times.mapValues { $0.min() ?? 0 }
  print(
    "cores: \(ProcessInfo.processInfo.activeProcessorCount); best of \(rounds) alternating rounds")
  for kind in kinds {
    let result = results[kind]!
    let rounds = times[kind]!.map { String(format: "%.3f", $0) }.joined(separator: ", ")
    print(
      "\(kind): \(String(format: "%.3f", best[kind]!)) s (rounds \(rounds)); "
        + "\(result.fileCount - result.cacheHits - result.skippedFileCount) parsed, "
        + "\(result.cacheHits) from the cache, \(result.skippedFileCount) skipped; last round's "
        + "phases: files \(format(result.timings.parse)) s, module map "
        + "\(format(result.timings.modules)) s, index and assembly "
        + "\(format(result.timings.assembly)) s")
  }
  func ratio(_ kind: String, over base: String, goal: Double) {
    let value = best[kind]! / best[base]!
    print(
      "\(kind) / \(base): \(String(format: "%.3f", value))x (goal <= \(goal)x) "
        + (value <= goal ? "met" : "NOT met"))
  }
  ratio("pre-filter", over: "parse every file", goal: 0.6)
  ratio("warm cache", over: "cold cache", goal: 0.1)
  ratio("one file edited", over: "cold cache", goal: 0.15)
  ratio("one file edited, facts changed", over: "cold cache", goal: 0.15)
  let unchanged = try Set(kinds.dropLast().map { try results[$0]!.graph.jsonData() })
  print("graphs byte-identical across the first five: \(unchanged.count == 1 ? "yes" : "NO")")
  let fresh = try SourceScanner(
    options: ScanOptions(baseDirectory: app.directory.path, skipsFilesWithoutTCA: false)
  ).scan(paths: ["."])
  let last = try results[kinds.last!]!.graph.jsonData()
  print(
    "graph after the facts-changing edit byte-identical to a scan without cache: "
      + (try fresh.graph.jsonData() == last ? "yes" : "NO"))
  fflush(nil)  // the children print after what is buffered here
  for mode in ["parse-all", "cold"] {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["peak", app.directory.path, mode]
    try child.run()
    child.waitUntilExit()
  }
}

/// Scans `directory` once, parsing every file (`parse-all`) or with the pre-filter into an empty
/// cache (`cold`), and prints the process's peak resident memory.
func printPeakOfOneScan(directory: String, mode: String) throws {
  let cache = FileManager.default.temporaryDirectory
    .appendingPathComponent("tca-graph-peak-\(UUID().uuidString)").path
  defer { try? FileManager.default.removeItem(atPath: cache) }
  let options = ScanOptions(
    baseDirectory: directory, cacheDirectory: mode == "cold" ? cache : nil,
    skipsFilesWithoutTCA: mode == "cold")
  let result = try SourceScanner(options: options).scan(paths: ["."])
  print(
    "peak memory (VmHWM) of one \(mode) scan of \(result.fileCount) files in a fresh process: "
      + "\(String(format: "%.1f", peakMemoryMB())) MB (goal <= 100 MB)")
}
