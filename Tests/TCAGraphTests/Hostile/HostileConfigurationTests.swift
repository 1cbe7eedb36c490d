import Foundation
import Testing

/// Configurations that are JSON but not what they say: each is an error naming the file and what
/// was written, exit 2, and no findings printed.
@Suite struct HostileConfigurationTests {
  @Test(arguments: [
    (
      #"{"version": "1"}"#,
      #":1: invalid configuration: "version" must be the number 1, not the string "1""#
    ),
    (
      #"{"version": true}"#, #":1: invalid configuration: "version" must be the number 1, not true"#
    ),
    (#"{"version": 1.5}"#, #":1: invalid configuration: "version" must be the number 1, not 1.5"#),
    (
      #"{"version": [1]}"#,
      #":1: invalid configuration: "version" must be the number 1, not an array or object"#
    ),
    (#"{"rules": {}}"#, #": invalid configuration: missing "version": 1"#),
  ])
  func aVersionThatIsNotTheNumberOneSaysWhatWasWritten(json: String, message: String) throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write(json, to: "config.json")
    let run = try scene.run(["lint", "src", "--config", "config.json"])
    #expect(run.status == 2)
    #expect(run.errors == "error: config.json\(message)\n")
    #expect(run.output == "")
  }

  @Test(arguments: [
    (
      "{\"version\": 1,\n \"budgets\": {\"depth\": 99999999999999999999}}",
      ":2: invalid configuration: 'budgets.depth' must be a positive integer, not 1e+20"
    ),
    (
      "{\"version\": 1,\n \"budgets\": {\"destinationCase\": 3}}",
      ":2: invalid configuration: unknown key 'budgets.destinationCase'; did you mean "
        + "'destinationCases'?"
    ),
  ])
  func aBudgetThatCannotBeReadStopsTheRunAndIsNotRewritten(json: String, message: String) throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write(json, to: "config.json")
    for extra in [[], ["--write-budgets"]] {
      let run = try scene.run(["lint", "src", "--config", "config.json"] + extra)
      #expect(run.status == 2)
      #expect(run.errors == "error: config.json\(message)\n")
      #expect(run.output == "")
    }
    #expect(
      try String(contentsOfFile: scene.url("config.json").path, encoding: .utf8) == json)
  }

  /// A key written twice, which a JSON reader takes keeping one of the two: the run would use
  /// one `budgets` section and `--write-budgets` edit the other.
  @Test(arguments: [
    (
      "{\"version\": 1,\n \"budgets\": {\"depth\": 3},\n \"budgets\": {\"depth\": 5}}",
      ":3: invalid configuration: 'budgets' is written twice (lines 2 and 3)"
    ),
    (
      "{\"version\": 1, \"rules\": {\n \"lane-violation\": \"error\",\n \"lane-violation\": \"off\"}}",
      ":3: invalid configuration: 'rules.lane-violation' is written twice (lines 2 and 3)"
    ),
  ])
  func aKeyWrittenTwiceStopsTheRunAndIsNotRewritten(json: String, message: String) throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write(json, to: "config.json")
    for extra in [[], ["--write-budgets"]] {
      let run = try scene.run(["lint", "src", "--config", "config.json"] + extra)
      #expect(run.status == 2)
      #expect(
        run.errors
          == "error: config.json\(message); a reader would keep one and drop the other: write it "
          + "once\n")
      #expect(run.output == "")
    }
    #expect(try String(contentsOfFile: scene.url("config.json").path, encoding: .utf8) == json)
  }

  @Test func nestingPastTheParsersLimitIsSaidSo() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    try scene.write(#"{"version": 1, "include": "# + deep + "}", to: "config.json")
    let run = try scene.run(["lint", "src", "--config", "config.json"])
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix(
        "error: config.json: invalid configuration: arrays and objects nested more than 512 "
          + "levels deep"), "\(run.errors)")
  }
}
