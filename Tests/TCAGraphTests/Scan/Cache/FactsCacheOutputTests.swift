import Foundation
import Testing

@testable import tca_graph

/// The cache changes how fast a scan is, never what it says: `dump` prints the same bytes, and
/// the same warnings, without the cache, with an empty one and with a full one.
@Suite struct FactsCacheOutputTests {
  @Test(arguments: ScanFixtureSupport.everyInput)
  func dumpIsTheSameWithAndWithoutTheCache(input: String) throws {
    let cache = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let root = CLI.packageRoot.path
    let uncached = CLI.inProcess(["dump", input, "--no-cache"], in: root)
    let cold = CLI.inProcess(["dump", input, "--cache-dir", cache.path], in: root)
    let warm = CLI.inProcess(["dump", input, "--cache-dir", cache.path], in: root)
    for run in [cold, warm] {
      #expect(run.output == uncached.output)
      #expect(run.errors == uncached.errors)
      #expect(run.exitCode == uncached.exitCode)
    }
    #expect(!uncached.output.isEmpty || uncached.exitCode == 2)
  }

  @Test func verboseCountsTheFilesParsedCachedAndSkipped() throws {
    let cache = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let app = cache.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try "@Reducer struct Counter { struct State {}; enum Action { case tapped } }\n".write(
      to: app.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    try "extension Int { var doubled: Int { self * 2 } }\n".write(
      to: app.appendingPathComponent("Plain.swift"), atomically: true, encoding: .utf8)
    let arguments = ["dump", "App", "--verbose", "--cache-dir", "cache"]
    let cold = CLI.inProcess(arguments, in: cache.path)
    let warm = CLI.inProcess(arguments, in: cache.path)
    #expect(
      cold.errors.contains(
        "note: 2 Swift file(s) read: 1 parsed, 0 from the cache, 1 skipped without a TCA construct\n"
      ), "\(cold.errors)")
    #expect(
      warm.errors.contains(
        "note: 2 Swift file(s) read: 0 parsed, 1 from the cache, 1 skipped without a TCA construct"
          + "; nothing changed what the files give, so the last scan's graph was reused\n"
      ), "\(warm.errors)")
  }
}
