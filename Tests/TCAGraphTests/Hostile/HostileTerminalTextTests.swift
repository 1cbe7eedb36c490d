import Foundation
import Testing
import TreeIntrospect

@testable import TCAGraph
@testable import TCAGraphEmit
@testable import TCAGraphExplorer
@testable import TCAGraphSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Characters that act rather than show: an ESC or BEL that retitles or recolours a terminal, a
/// newline that forges a second diagnostic line, a bidirectional control (U+202E, U+2066) that
/// shows a finding line in another order than it is read. Every human-facing output escapes
/// them (`\u{1B}`, `\u{202E}`); the machine-readable ones stay valid.
@Suite struct HostileTerminalTextTests {
  /// Every scalar the suite plants, none of which may reach a human-facing output as it is.
  private static let hostile: [Unicode.Scalar] = [
    "\u{1B}", "\u{07}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{061C}", "\u{2028}",
    "\u{200B}",
  ]

  private static func expectNoneRaw(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let raw = text.unicodeScalars.filter { hostile.contains($0) }
    #expect(
      raw.isEmpty, "raw \(raw.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
  }

  /// A reducer whose delegate case names a command, so `lint` finds one warning about `name`.
  private static func commandingReducer(_ name: String) -> String {
    """
    import ComposableArchitecture

    @Reducer struct \(name) {
      struct State {}
      enum Action {
        case delegate(Delegate)
        @CasePathable
        enum Delegate { case closeTheEditor }
      }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
    }

    """
  }

  @Test func anEscapeAndANewlineInAFileNameReachStandardErrorEscapedOnOneLine() throws {
    let scene = try HostileScene(reducers: ["Alpha"])
    defer { scene.remove() }
    let name = "evil\u{1B}]0;pwned\u{07}\nF0.swift:1:1: error: forged.swift"
    try scene.write("@Reducer struct {", to: "src/" + name)
    let run = try scene.run(["dump", "src"])
    #expect(run.status == 0, "\(run.errors)")
    Self.expectNoneRaw(run.errors)
    let line = try #require(run.errors.split(separator: "\n").first { $0.contains("evil") })
    #expect(line.contains(#"evil\u{1B}]0;pwned\u{7}\nF0.swift:1:1: error: forged.swift"#))
    #expect(!run.errors.split(separator: "\n").contains { $0.hasPrefix("F0.swift:1:1") })
  }

  @Test func bidiControlsInANameAreEscapedInEveryLineReporterAndOnStandardError() throws {
    let name = "Editor\u{202E}rotidE\u{2066}\u{200B}"
    let scene = try HostileScene(reducers: [])
    defer { scene.remove() }
    try scene.write(Self.commandingReducer(name), to: "src/Editor.swift")
    try scene.write(
      """
      import ComposableArchitecture

      @Reducer struct Parent {
        struct State { var editor: \(name).State }
        enum Action { case editor(\(name).Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.editor, action: \\.editor) { \(name)() }
          Reduce { _, action in
            switch action {
            case .editor(.delegate(.closeTheEditor)): .none
            default: .none
            }
          }
        }
      }

      """, to: "src/Parent.swift")
    try scene.write(
      #"{"version": 1, "rules": {"delegate-names-a-command": "warning"}}"#, to: ".tca-graph.json")
    for reporter in ["xcode", "github", "markdown", "checkstyle", "junit"] {
      let run = try scene.run(["lint", "src", "--reporter", reporter, "--summary", "--verbose"])
      #expect(run.status != 2, "\(reporter): \(run.errors)")
      #expect(run.output.contains(#"u{202E}rotidE\"#), "\(reporter): \(run.output)")
      Self.expectNoneRaw(run.output)
      Self.expectNoneRaw(run.errors)
    }
    for reporter in ["checkstyle", "junit"] {
      let run = try scene.run(["lint", "src", "--reporter", reporter])
      let document = try XMLDocument(xmlString: run.output, options: [])
      #expect(document.rootElement() != nil, "\(reporter) is not well-formed")
    }
  }

  @Test func jsonReportsEscapeBidiControlsAndStillDecodeToTheName() throws {
    let message = "Editor\u{202E}rotidE \u{2066}x\u{2069} \u{2028} \u{7F}\u{9B}"
    let finding = Finding(
      ruleID: "delegate-names-a-command", severity: .warning, message: message,
      location: SourceLocation(file: "a\u{202E}.swift", line: 1, column: 1))
    for reporter in [JSONReporter.self, SARIFReporter.self, CodeClimateReporter.self]
      as [any Reporter.Type]
    {
      let text = reporter.report([finding])
      Self.expectNoneRaw(text)
      #expect(text.contains(#"\u202e"#), "\(reporter.identifier)")
      let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8))
      #expect(String(describing: decoded).contains("rotidE"), "\(reporter.identifier)")
    }
    let json = JSONReporter.report([finding])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let entry = try #require((document["findings"] as? [[String: Any]])?.first)
    #expect(entry["message"] as? String == message)
  }

  @Test func bidiControlsInLabelsAreDrawnAsEscapes() throws {
    let label = "Editor\u{202E}rotidE\u{2066}"
    let dot = DOTEmitter.quote(label)
    #expect(dot == #""Editor\\u{202E}rotidE\\u{2066}""#)
    let svg = try GraphvizRenderer().render(dot: "digraph { \(dot) }", format: .svg)
    let svgText = String(decoding: svg, as: UTF8.self)
    Self.expectNoneRaw(svgText)
    #expect(svgText.contains(#"Editor\u{202E}rotidE\u{2066}"#))
    #expect(DOTEmitter.htmlEscape(label) == #"Editor\u{202E}rotidE\u{2066}"#)
    #expect(MermaidEmitter.label(label + "\u{1B}") == #""Editor\u{202E}rotidE\u{2066}␛""#)
    #expect(MarkdownEmitter.escape(label) == #"Editor\\u{202E}rotidE\\u{2066}"#)
  }

  @Test func anEmojiJoinedByAZeroWidthJoinerIsShownAsItIs() {
    #expect(ReadableText.line("Dev👩\u{200D}💻") == "Dev👩\u{200D}💻")
    #expect(ReadableText.line("Dev1\u{200D}x") == #"Dev1\u{200D}x"#)
    #expect(ReadableText.lines("a\u{1B}\nb\r\n") == "a\\u{1B}\nb\\r\n")
  }

  /// Names in an IR file are input from others too: a newline in one cannot start a line of its
  /// own in a warning or an error about it.
  @Test func aNewlineInAnIRNameCannotForgeADiagnosticLine() throws {
    let scene = try HostileScene(reducers: [])
    defer { scene.remove() }
    let forged = "Ghost\nsrc/x.swift:1:1: error: forged \u{1B}[31m"
    let quoted = String(decoding: try JSONEncoder().encode(forged), as: UTF8.self)
    let dangling = ArchitectureGraph(
      roots: ["Alpha", "Placeholder"], features: [Feature(id: "Alpha")])
    let twice = ArchitectureGraph(
      roots: [], features: [Feature(id: "Placeholder"), Feature(id: "Placeholder")])
    for (graph, file) in [(dangling, "roots.json"), (twice, "twice.json")] {
      let json = String(decoding: try graph.jsonData(), as: UTF8.self)
      try scene.write(json.replacingOccurrences(of: #""Placeholder""#, with: quoted), to: file)
    }
    for (file, status) in [("roots.json", Int32(0)), ("twice.json", 2)] {
      let run = try scene.run(["dump", "--input", file])
      #expect(run.status == status, "\(file): \(run.errors)")
      #expect(run.errors.contains(#"Ghost\nsrc/x.swift:1:1: error: forged \u{1B}[31m"#), "\(file)")
      #expect(
        !run.errors.split(separator: "\n").contains { $0.hasPrefix("src/x.swift") }, "\(file)")
      Self.expectNoneRaw(run.errors)
    }
  }

  /// The JSON files people commit and review (the IR, a baseline) show a bidi control as `\u202e`.
  @Test func committedJSONFilesEscapeBidiControls() throws {
    let name = "Editor\u{202E}rotidE"
    let scene = try HostileScene(reducers: [])
    defer { scene.remove() }
    try scene.write(
      Self.commandingReducer(name).replacingOccurrences(
        of: "case closeTheEditor }", with: "case closeTheEditor } // \u{202E}done"),
      to: "src/Editor.swift")
    try scene.write(
      #"{"version": 1, "rules": {"delegate-names-a-command": "warning"}}"#, to: ".tca-graph.json")
    let dump = try scene.run(["dump", "src"])
    let render = try scene.run(["render", "src", "--format", "json", "--out", "out"])
    let baseline = try scene.run(["lint", "src", "--write-baseline", "baseline.json"])
    #expect([dump.status, render.status, baseline.status] == [0, 0, 0], "\(baseline.errors)")
    let files = [
      dump.output, try String(contentsOf: scene.url("out/architecture.json"), encoding: .utf8),
      try String(contentsOf: scene.url("baseline.json"), encoding: .utf8),
    ]
    for text in files {
      Self.expectNoneRaw(text)
      #expect(text.contains(#"\u202e"#), "\(text)")
    }
    let graph = try ArchitectureGraph(jsonData: Data(dump.output.utf8))
    #expect(graph.features.map(\.id.rawValue) == [name])
  }
}
