import Foundation
import TCAGraph
import Testing
import TreeIntrospect

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Forged IR files given with `--input`: each is read or refused with a message naming the file,
/// and a refused one leaves `--out` as it was.
@Suite struct HostileIRTests {
  /// The IR `dump` writes for the scene's sources, as a JSON object to edit.
  private func dumpedIR(_ scene: HostileScene) throws -> [String: Any] {
    let dump = try scene.run(["dump", "src"])
    #expect(dump.status == 0, "\(dump.errors)")
    return try #require(
      JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
  }

  private func write(_ object: [String: Any], to name: String, in scene: HostileScene) throws {
    try JSONSerialization.data(withJSONObject: object).write(to: scene.url(name))
  }

  /// Runs `render --input g.json` into an `out` rendered before, expecting an error.
  private func expectRefused(
    _ scene: HostileScene, message: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let old = try scene.renderOld()
    let run = try scene.run(["render", "--input", "g.json", "--out", "out", "--format", "dot"])
    #expect(run.status == 2, sourceLocation: sourceLocation)
    #expect(run.errors == "error: g.json: \(message)\n", sourceLocation: sourceLocation)
    scene.expectOutUnchanged(old, sourceLocation: sourceLocation)
  }

  @Test func aFractionalSchemaVersionIsNamed() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    var ir = try dumpedIR(scene)
    ir["schemaVersion"] = 1.5
    try write(ir, to: "g.json", in: scene)
    try expectRefused(scene, message: "'schemaVersion' must be a whole number such as 4, not 1.5")
  }

  @Test func nestingPastTheParsersLimitIsNamed() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    try scene.write(#"{"schemaVersion": 2, "roots": [], "features": "# + deep + "}", to: "g.json")
    let old = try scene.renderOld()
    let run = try scene.run(["render", "--input", "g.json", "--out", "out", "--format", "dot"])
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix("error: g.json: arrays and objects nested more than 512 levels deep"),
      "\(run.errors)")
    scene.expectOutUnchanged(old)
  }

  @Test func anIdOfAHundredThousandCharactersIsRefusedNamingTheFile() throws {
    let scene = try HostileScene(reducers: ["Alpha"])
    defer { scene.remove() }
    let ir = try dumpedIR(scene)
    let long = String(repeating: "A", count: 100_000)
    let text = try #require(
      String(data: try JSONSerialization.data(withJSONObject: ir), encoding: .utf8))
    try scene.write(text.replacingOccurrences(of: "\"Alpha\"", with: "\"\(long)\""), to: "g.json")
    try expectRefused(
      scene,
      message: "feature '\(long.prefix(40))…' at src/F0.swift:3 is 100000 bytes long; names "
        + "longer than 65536 bytes are not read")
  }

  @Test func anIdWithANulIsDrawnWithAVisibleSymbol() throws {
    let scene = try HostileScene(reducers: ["Alpha"])
    defer { scene.remove() }
    let ir = try dumpedIR(scene)
    let text = try #require(
      String(data: try JSONSerialization.data(withJSONObject: ir), encoding: .utf8))
    try scene.write(
      text.replacingOccurrences(of: "\"Alpha\"", with: #""Al\u0000pha""#), to: "g.json")
    let run = try scene.run(["render", "--input", "g.json", "--out", "out", "--format", "svg,dot"])
    #expect(run.status == 0, "\(run.errors)")
    let dot = try String(contentsOf: scene.url("out/composition.dot"), encoding: .utf8)
    #expect(dot.contains("Al\u{2400}pha"))
    #expect(!dot.utf8.contains(0))
    let svg = try Data(contentsOf: scene.url("out/composition.svg"))
    #expect(XMLParser(data: svg).parse(), "the SVG is XML")
    scene.expectNothingStaged()
  }

  @Test func aRootThatIsNoFeatureIsAWarning() throws {
    let scene = try HostileScene(reducers: ["Alpha"])
    defer { scene.remove() }
    var ir = try dumpedIR(scene)
    ir["roots"] = ["Alpha", "Nobody"]
    try write(ir, to: "g.json", in: scene)
    let run = try scene.run(["render", "--input", "g.json", "--out", "out", "--format", "dot"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors
        == "g.json: warning: root 'Nobody' is not one of the graph's features; nothing is drawn "
        + "from it\n")
  }
}
