import Foundation
import Testing

/// `lint --output` or `--write-baseline` naming one of the run's own inputs (a Swift source, the
/// configuration, named or found above the inputs, the baseline) is refused before anything is
/// read, never replaced by the report.
@Suite struct HostileOutputInputTests {
  @Test(arguments: [
    ["lint", "src", "--output", "src/F0.swift"],
    ["lint", "src", "--write-baseline", "./src/F0.swift"],
    ["lint", "src", "--config", "config.json", "--output", "config.json"],
    ["lint", "src", "--baseline", "baseline.json", "--output", "baseline.json"],
    ["lint", "src", "--output", ".tca-graph.json"],
    ["lint", "src", "--write-baseline", ".tca-graph.json"],
  ])
  func anInputIsNeverReplacedByTheReport(arguments: [String]) throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write(#"{"version": 1}"#, to: "config.json")
    try scene.write(#"{"version": 1, "entries": []}"#, to: "baseline.json")
    try scene.write(#"{"version": 1}"#, to: ".tca-graph.json")
    let before = try String(contentsOf: scene.url(arguments[arguments.count - 1]), encoding: .utf8)
    let run = try scene.run(arguments)
    #expect(run.status == 2)
    #expect(
      run.errors.contains("names one of this run's inputs, which the report would replace"),
      "\(run.errors)")
    #expect(
      try String(contentsOf: scene.url(arguments[arguments.count - 1]), encoding: .utf8) == before)
  }
}
