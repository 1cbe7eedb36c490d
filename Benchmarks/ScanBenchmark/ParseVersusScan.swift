import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import TCAGraph

/// Generates a TCA app of `featureCount` features in as many files, in ten SwiftPM targets that
/// import one another, then measures in one run a bare SwiftParser parse of the same files
/// (parallel, same chunking as the scanner) and the whole scan, alternating them for `rounds`
/// rounds and keeping each one's best time, so that warm-up and a busy machine weigh on both
/// alike. The scan's own phases show what the semantic index (module map, symbol table,
/// assembly) costs.
func parseVersusScan(featureCount: Int, rounds: Int) throws {
  let app = try GeneratedApp(features: featureCount)
  defer { app.remove() }
  let directory = app.directory
  let paths = app.paths
  let megabytes = app.megabytes
  print(
    "generated \(featureCount) files, \(app.lines / featureCount) lines each on average, \(String(format: "%.2f", megabytes)) MB"
  )

  // Parse only: read and parse every file on all cores, with the scanner's chunking.
  let statements = Counter()
  let inputs = paths
  func parseOnly() {
    let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let chunkCount = min(inputs.count, cores * 4)
    let chunkSize = (inputs.count + chunkCount - 1) / chunkCount
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      let start = chunk * chunkSize
      let end = min(inputs.count, start + chunkSize)
      guard start < end else { return }
      for index in start..<end {
        guard let data = FileManager.default.contents(atPath: inputs[index]),
          let text = String(data: data, encoding: .utf8)
        else { continue }
        let tree = Parser.parse(source: text)
        statements.add(tree.statements.count)
      }
    }
  }

  var parseTimes: [Double] = []
  var scanTimes: [Double] = []
  var indexTimes: [Double] = []
  var parsePeak = 0.0
  var result: ScanResult?
  for _ in 0..<rounds {
    parseTimes.append(seconds { parseOnly() })
    if parsePeak == 0 { parsePeak = peakMemoryMB() }  // VmHWM only grows: read it before any scan
    scanTimes.append(
      try seconds {
        result = try SourceScanner(options: ScanOptions(baseDirectory: directory.path))
          .scan(paths: ["."])
      })
    if let timings = result?.timings {
      print(
        "  scan phases (s): parse \(format(timings.parse)), module map \(format(timings.modules)), "
          + "index and assembly \(format(timings.assembly))")
      indexTimes.append(secondsIn(timings.modules + timings.assembly))
    }
  }
  let parseTime = parseTimes.min() ?? 0
  let scanTime = scanTimes.min() ?? 0
  let scanPeak = peakMemoryMB()

  func report(_ label: String, _ time: Double) {
    print(
      "\(label): \(String(format: "%.3f", time)) s, \(String(format: "%.0f", Double(featureCount) / time)) files/s, \(String(format: "%.2f", megabytes / time)) MB/s"
    )
  }
  print(
    "cores: \(ProcessInfo.processInfo.activeProcessorCount); best of \(rounds) alternating rounds")
  print(
    "rounds (s): parse only \(parseTimes.map { String(format: "%.2f", $0) }.joined(separator: ", ")); "
      + "scan \(scanTimes.map { String(format: "%.2f", $0) }.joined(separator: ", "))")
  report("parse only", parseTime)
  report("full scan ", scanTime)
  print(
    "peak memory (VmHWM): \(String(format: "%.1f", parsePeak)) MB after parse only, \(String(format: "%.1f", scanPeak)) MB after scan"
  )
  print(
    "ratio scan / parse only: \(String(format: "%.2f", scanTime / parseTime))x (target <= 1.3x)")
  let indexTime = indexTimes.min() ?? 0
  print(
    "semantic index (module map, symbol table, assembly): \(String(format: "%.3f", indexTime)) s, "
      + "\(String(format: "%.1f", 100 * indexTime / scanTime))% of the scan (target <= 10%)")
  if let result {
    let handlers = result.graph.features.reduce(0) { $0 + $1.handlers.count }
    let children = result.graph.features.reduce(0) { $0 + $1.children.count }
    print(
      "scan found \(result.graph.features.count) features, \(children) child scopes, \(handlers) handlers, roots \(result.graph.roots.map(\.rawValue)); \(result.diagnostics.count) diagnostics, \(result.unresolved.count) unresolved"
    )
  }
}
