// scan-benchmark [FEATURES] [ROUNDS]: a bare SwiftParser parse against the whole scan.
// scan-benchmark [FEATURES] --write-app DIR: writes the generated app into DIR and stops, for
// measuring other commands on it (`tca-graph render DIR --format html`).
// scan-benchmark cache [FILES] [ROUNDS]: the facts cache and the pre-filter, on an app whose
// files are 60% plain Swift.
// scan-benchmark peak DIR MODE: one scan of DIR in this process (MODE `parse-all` or `cold`),
// printing the peak resident memory; `cache` runs it in a fresh process of its own.
// scan-benchmark routes OTHER [FEATURES|DIR] [ROUNDS]: both SwiftSyntax routes' parse floors and
// cold scans, this binary's and OTHER's (the benchmark built on the other route), alternating.
// scan-benchmark measure DIR: one round of `routes` on this binary's route.
// scan-benchmark repeat DIR cold|warm|edit [ROUNDS]: scans of DIR through its cache, one path of
// the cache at a time, for profiling.

import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
if let flag = arguments.firstIndex(of: "--write-app") {
  guard flag + 1 < arguments.count else {
    FileHandle.standardError.write(Data("scan-benchmark: --write-app needs a folder\n".utf8))
    exit(2)
  }
  let folder = URL(fileURLWithPath: arguments[flag + 1])
  arguments.removeSubrange(flag...(flag + 1))
  let app = try GeneratedApp(features: Int(arguments.first ?? "") ?? 1_000, into: folder)
  print("wrote \(app.paths.count) files into \(folder.path)")
} else if arguments.first == "peak", arguments.count == 3 {
  try printPeakOfOneScan(directory: arguments[1], mode: arguments[2])
} else if arguments.first == "routes", arguments.count >= 2 {
  try compareRoutes(
    other: arguments[1], features: arguments.dropFirst(2).first,
    rounds: max(1, Int(arguments.dropFirst(3).first ?? "") ?? 3))
} else if arguments.first == "measure", arguments.count == 2 {
  try measureRound(directory: URL(fileURLWithPath: arguments[1]))
} else if arguments.first == "repeat", arguments.count >= 3 {
  guard ["cold", "warm", "edit"].contains(arguments[2]) else {
    FileHandle.standardError.write(Data("scan-benchmark: repeat takes cold, warm or edit\n".utf8))
    exit(2)
  }
  try repeatScans(
    directory: arguments[1], mode: arguments[2],
    rounds: max(1, Int(arguments.dropFirst(3).first ?? "") ?? 10))
} else if arguments.first == "cache" {
  try cacheAndPrefilter(
    fileCount: Int(arguments.dropFirst().first ?? "") ?? 1_000,
    rounds: max(1, Int(arguments.dropFirst(2).first ?? "") ?? 3))
} else {
  try parseVersusScan(
    featureCount: Int(arguments.first ?? "") ?? 1_000,
    rounds: max(1, Int(arguments.dropFirst().first ?? "") ?? 3))
}
