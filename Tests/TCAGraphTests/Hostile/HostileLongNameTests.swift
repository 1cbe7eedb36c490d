import Foundation
import TCAGraph
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A feature named with 20,000 characters, past graphviz's 16,384 bytes in one label: every view
/// draws it with its name shortened and keeps the name whole in the SVG's titles and tooltips;
/// `dump` of it reads back with `--input`; and a name past the IR's bound is refused by the scan
/// as by `--input`, naming its place.
@Suite struct HostileLongNameTests {
  static let long = "Long" + String(repeating: "N", count: 20_000)
  /// The name as a picture shows it: 40 characters, `…`, the last 39.
  static let shown =
    "Long" + String(repeating: "N", count: 36) + "…"
    + String(repeating: "N", count: 39)

  @Test func aTwentyThousandCharacterNameIsDrawnShortenedInEveryViewAndWholeInItsTooltip() throws {
    let scene = try HostileScene(reducers: ["App", Self.long])
    defer { scene.remove() }
    let run = try scene.run(["render", "src", "--out", "out", "--format", "svg,dot,mermaid"])
    #expect(run.status == 0, "\(run.errors)")
    let files = CLI.files(in: scene.url("out"))
    let pictures = files.filter { $0.hasSuffix(".svg") }
    #expect(pictures.count >= DiagramViews.all.count, "\(files)")
    var drawn = 0
    for picture in pictures {
      let data = try Data(contentsOf: scene.url("out/" + picture))
      #expect(XMLParser(data: data).parse(), "\(picture) is XML")
      let svg = String(decoding: data, as: UTF8.self)
      let texts = svg.components(separatedBy: "<text").dropFirst()
        .map { $0.prefix { $0 != "<" } }
      #expect(texts.allSatisfy { $0.count < 500 }, "\(picture) draws a long line")
      guard svg.contains(Self.shown) else { continue }
      drawn += 1
      #expect(
        svg.contains("<title>") && svg.contains("xlink:title=\"\(Self.long)"),
        "\(picture) keeps the whole name in a tooltip")
    }
    #expect(drawn >= 4, "the composition, action tree, coupling, modules and lanes draw it")
    for mermaid in files where mermaid.hasSuffix(".mmd") {
      let text = try String(contentsOf: scene.url("out/" + mermaid), encoding: .utf8)
      #expect(!text.contains(String(repeating: "N", count: 100)), "\(mermaid)")
      #expect(text.count < MermaidLimits.characters / 10, "\(mermaid)")
    }
    let again = try scene.run(["render", "src", "--out", "again", "--format", "dot,mermaid"])
    #expect(again.status == 0)
    for file in CLI.files(in: scene.url("again")) {
      #expect(
        try Data(contentsOf: scene.url("again/" + file))
          == Data(contentsOf: scene.url("out/" + file)), "\(file) is deterministic")
    }
  }

  @Test func aDumpOfATwentyThousandCharacterNameReadsBackWithInput() throws {
    let scene = try HostileScene(reducers: ["App", Self.long])
    defer { scene.remove() }
    let dump = try scene.run(["dump", "src"])
    #expect(dump.status == 0, "\(dump.errors)")
    try scene.write(dump.output, to: "g.json")
    let run = try scene.run(["render", "--input", "g.json", "--out", "out", "--format", "svg"])
    #expect(run.status == 0, "\(run.errors)")
    let lanes = CLI.files(in: scene.url("out")).filter { $0.hasPrefix("lanes/") }
    #expect(lanes.count == 2, "\(lanes)")
  }

  @Test func aNamePastTheBoundIsRefusedByTheScanAsByInputNamingItsPlace() throws {
    let name = "Long" + String(repeating: "N", count: ArchitectureGraph.maximumNameBytes)
    let scene = try HostileScene(reducers: [name])
    defer { scene.remove() }
    let message =
      "error: feature '\(name.prefix(40))…' at src/F0.swift:3 is \(name.utf8.count) bytes long; "
      + "names longer than \(ArchitectureGraph.maximumNameBytes) bytes are not read\n"
    for command in [["dump", "src"], ["render", "src", "--out", "out"], ["lint", "src"]] {
      let run = try scene.run(command)
      #expect(run.status == 2, "\(command)")
      #expect(run.errors == message, "\(command)")
    }
    #expect(CLI.files(in: scene.url("out")).isEmpty)
  }
}
