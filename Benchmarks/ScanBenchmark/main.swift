// scan-benchmark [FEATURES] [ROUNDS]: a bare SwiftParser parse against the whole scan.
// scan-benchmark cache [FILES] [ROUNDS]: the facts cache and the pre-filter, on an app whose
// files are 60% plain Swift.
// scan-benchmark peak DIR MODE: one scan of DIR in this process (MODE `parse-all` or `cold`),
// printing the peak resident memory; `cache` runs it in a fresh process of its own.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "peak", arguments.count == 3 {
  try printPeakOfOneScan(directory: arguments[1], mode: arguments[2])
} else if arguments.first == "cache" {
  try cacheAndPrefilter(
    fileCount: Int(arguments.dropFirst().first ?? "") ?? 1_000,
    rounds: max(1, Int(arguments.dropFirst(2).first ?? "") ?? 3))
} else {
  try parseVersusScan(
    featureCount: Int(arguments.first ?? "") ?? 1_000,
    rounds: max(1, Int(arguments.dropFirst().first ?? "") ?? 3))
}
