import Foundation
import SwiftParser
import SwiftSyntax
import TCAGraph

/// The SwiftSyntax this binary is built with (`Package.swift`'s `TCA_GRAPH_SWIFT_SYNTAX`).
#if SWIFT_SYNTAX_PACKAGE
  let syntaxRoute = "package"
#else
  let syntaxRoute = "toolchain"
#endif

/// One round's figures on one route, each the time of one pass over every file of the app.
struct RouteRound {
  var route: String
  /// Read, parse and walk every token of every file, one file after the other on one thread.
  var singleThreadParse: Double
  /// The same on every core, with the scanner's chunking.
  var parallelParse: Double
  /// A whole scan with no cache.
  var scan: Double

  /// The one line `measure` prints and `routes` reads back.
  var line: String {
    "\(route) \(singleThreadParse) \(parallelParse) \(scan)"
  }

  init(route: String, singleThreadParse: Double, parallelParse: Double, scan: Double) {
    self.route = route
    self.singleThreadParse = singleThreadParse
    self.parallelParse = parallelParse
    self.scan = scan
  }

  init?(line: Substring) {
    let fields = line.split(separator: " ")
    guard fields.count == 4, let single = Double(fields[1]), let parallel = Double(fields[2]),
      let scan = Double(fields[3])
    else { return nil }
    self.init(
      route: String(fields[0]), singleThreadParse: single, parallelParse: parallel, scan: scan)
  }
}

/// `scan-benchmark measure DIR`: one round on this binary's route, in this process, printed as
/// ``RouteRound/line``.
func measureRound(directory: URL) throws {
  let paths = try GeneratedApp.swiftFiles(in: directory)
  let tokens = Counter()
  @Sendable func parse(_ path: String) {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else { return }
    var count = 0
    for _ in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) { count += 1 }
    tokens.add(count)
  }
  let single = seconds { paths.forEach(parse) }
  let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
  let chunkCount = min(paths.count, cores * 4)
  let chunkSize = (paths.count + chunkCount - 1) / chunkCount
  let parallel = seconds {
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      paths[min(paths.count, chunk * chunkSize)..<min(paths.count, (chunk + 1) * chunkSize)]
        .forEach(parse)
    }
  }
  let scan = try seconds {
    _ = try SourceScanner(options: ScanOptions(baseDirectory: directory.path)).scan(paths: ["."])
  }
  print(
    RouteRound(route: syntaxRoute, singleThreadParse: single, parallelParse: parallel, scan: scan)
      .line)
}

/// `scan-benchmark routes OTHER [FEATURES|DIR] [ROUNDS]`: generates an app of `features`
/// features (or takes the app in the folder `DIR`) and, in alternating rounds, each in a fresh
/// process of this binary and of `other` (the same benchmark built on the other route), measures
/// both routes' parse floors and cold scans; keeps each figure's best and prints every scan
/// against each parse floor.
func compareRoutes(other: String, features: String?, rounds: Int) throws {
  var isFolder: ObjCBool = false
  let app: (directory: URL, megabytes: Double, remove: () -> Void)
  if let features, FileManager.default.fileExists(atPath: features, isDirectory: &isFolder),
    isFolder.boolValue
  {
    let directory = URL(fileURLWithPath: features)
    let files = try GeneratedApp.swiftFiles(in: directory)
    let bytes = try files.reduce(0) {
      $0 + ((try FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0)
    }
    app = (directory, Double(bytes) / 1_048_576, {})
    print("\(directory.path): \(files.count) files")
  } else {
    let count = Int(features ?? "") ?? 1_000
    let generated = try GeneratedApp(features: count)
    app = (generated.directory, generated.megabytes, generated.remove)
    print("generated \(count) files")
  }
  defer { app.remove() }
  print(
    "\(String(format: "%.2f", app.megabytes)) MB; cores: "
      + "\(ProcessInfo.processInfo.activeProcessorCount); best of \(rounds) alternating rounds, "
      + "each in a fresh process")
  var best: [String: RouteRound] = [:]
  for _ in 0..<rounds {
    for binary in [CommandLine.arguments[0], other] {
      let round = try runMeasure(binary: binary, directory: app.directory)
      var kept = best[round.route] ?? round
      kept.singleThreadParse = min(kept.singleThreadParse, round.singleThreadParse)
      kept.parallelParse = min(kept.parallelParse, round.parallelParse)
      kept.scan = min(kept.scan, round.scan)
      best[round.route] = kept
    }
  }
  guard let toolchain = best["toolchain"], let package = best["package"] else {
    throw BenchmarkError("routes needs one binary of each route; got \(best.keys.sorted())")
  }
  func time(_ value: Double) -> String {
    String(format: "%.3f s (%.2f MB/s)", value, app.megabytes / value)
  }
  func ratio(_ value: Double) -> String { String(format: "%.2fx", value) }
  for round in [toolchain, package] {
    print(
      "\(round.route): parse floor, 1 thread \(time(round.singleThreadParse)); parse, "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores \(time(round.parallelParse)); "
        + "cold scan \(time(round.scan))")
  }
  for scan in [toolchain, package] {
    let against = [toolchain, package].map { floor in
      "\(floor.route) floor \(ratio(scan.scan / floor.singleThreadParse)) "
        + "(parallel \(ratio(scan.scan / floor.parallelParse)))"
    }
    print("\(scan.route) scan against: \(against.joined(separator: ", "))")
  }
  let goal = package.scan / package.singleThreadParse
  print(
    "package scan / package single-thread floor: \(ratio(goal)) (goal <= 1.2x) "
      + (goal <= 1.2 ? "met" : "NOT met")
      + "; package scan / toolchain scan: \(ratio(package.scan / toolchain.scan))")
}

/// Runs `binary measure directory` and reads back its line.
private func runMeasure(binary: String, directory: URL) throws -> RouteRound {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: binary)
  process.arguments = ["measure", directory.path]
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let text = String(decoding: data, as: UTF8.self)
  guard process.terminationStatus == 0,
    let round = text.split(separator: "\n").last.flatMap(RouteRound.init(line:))
  else { throw BenchmarkError("\(binary) measure failed: \(text)") }
  return round
}

/// A benchmark that cannot go on, and why.
struct BenchmarkError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
