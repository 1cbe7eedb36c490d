import Foundation
import Testing

/// Globs that leave out every Swift file are an error that says so, from the command line or
/// from a configuration, not a run that passes having read nothing.
@Suite struct HostileGlobTests {
  @Test(arguments: ["render", "dump", "lint"])
  func anExcludeCoveringEverythingIsAnError(command: String) throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let run = try scene.run([command, "src", "--exclude", "**"])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "error: no TCA reducers found in src (0 Swift files scanned): --include and --exclude "
        + "leave out all 2 Swift files there; check the globs, which match paths relative to the "
        + "current folder\n")
    #expect(!FileManager.default.fileExists(atPath: scene.url("out").path))
  }

  @Test func aConfigurationExcludingEverythingIsAnError() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    try scene.write(#"{"version": 1, "exclude": ["src/**"]}"#, to: ".tca-graph.json")
    let run = try scene.run(["lint", "src"])
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "the configuration's include and exclude leave out all 2 Swift files there"),
      "\(run.errors)")
  }
}
