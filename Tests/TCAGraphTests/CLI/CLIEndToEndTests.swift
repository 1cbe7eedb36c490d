import ExampleApp
import Foundation
import TCAGraph
import Testing
import TreeIntrospect

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The `tca-graph` executable, run as a user would run it.
@Suite struct CLIEndToEndTests {
  @Test func noArgumentsPrintTheUsageAndWriteNothing() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let own = directory.appendingPathComponent("out/composition.svg")
    try FileManager.default.createDirectory(
      at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("a picture of the user's own".utf8).write(to: own)
    let run = try CLI.run([], in: directory)
    #expect(run.status == 2, "the usage code, as for any command line missing its subcommand")
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("OVERVIEW: "), "\(run.errors)")
    #expect(run.errors.contains("USAGE: tca-graph"))
    #expect(run.errors.contains("NEXT: tca-graph render <folder>"), "\(run.errors)")
    #expect(CLI.files(in: directory) == ["out/composition.svg"])
    #expect(try Data(contentsOf: own) == Data("a picture of the user's own".utf8))
  }

  @Test func exampleRendersTheBundledExampleIntoOut() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try CLI.run(["example"], in: directory)
    #expect(run.status == 0, "\(run.errors)")
    let files = CLI.files(in: directory.appendingPathComponent("out"))
    for view in ["action-tree", "composition", "delegate-flow", "coupling", "lanes/Editor"] {
      for ext in ["svg", "dot", "mmd"] {
        #expect(files.contains("\(view).\(ext)"), "missing \(view).\(ext) in \(files)")
      }
    }
    #expect(files.contains("architecture.json"))
    #expect(run.output.contains("out/composition.svg"))
    #expect(!files.contains { $0.hasSuffix(".tmp") })
  }

  @Test func exampleWritesOnlyIntoTheFolderNamedAndListsEveryFile() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let own = directory.appendingPathComponent("out/composition.svg")
    try FileManager.default.createDirectory(
      at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: own)
    let run = try CLI.run(["example", "--out", "pictures/example"], in: directory)
    #expect(run.status == 0, "\(run.errors)")
    let written = CLI.files(in: directory.appendingPathComponent("pictures/example"))
    #expect(written.contains("composition.svg"))
    #expect(try Data(contentsOf: own) == Data("mine".utf8))
    #expect(
      CLI.files(in: directory).filter { !$0.hasPrefix("pictures/example/") }
        == ["out/composition.svg"])
    let listed = run.output.split(separator: "\n").dropFirst().map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(listed.sorted() == written.map { "pictures/example/" + $0 }.sorted())
  }

  @Test func exampleTakesNoPaths() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try CLI.run(["example", "Sources"], in: directory)
    #expect(run.status == 2)
    #expect(run.errors.contains("'tca-graph render Sources' draws that app"), "\(run.errors)")
    #expect(CLI.files(in: directory).isEmpty)
  }

  @Test(arguments: [["render"], ["dump"], ["--out", "pictures"]])
  func noPathsAreAUsageErrorThatNamesTheExample(arguments: [String]) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try CLI.run(arguments, in: directory)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("no input paths"), "\(run.errors)")
    #expect(run.errors.contains("'tca-graph example' draws the bundled example"))
    #expect(CLI.files(in: directory).isEmpty)
  }

  @Test func renderedSVGHasTheFeaturesAndLaneColours() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try CLI.run(["example", "--view", "lanes", "--format", "svg"], in: directory)
    #expect(run.status == 0, "\(run.errors)")
    let svg = try Data(contentsOf: directory.appendingPathComponent("out/lanes/Editor.svg"))
    let document = try XMLDocument(data: svg)
    let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
    for label in [
      "Action.view", "guardarPulsado", "Action._internal", "guardadoTerminado(Bool)",
      "Action.delegate", "documentoGuardado(UUID)",
    ] {
      #expect(texts.contains(label), "no '\(label)' in \(texts)")
    }
    let fills = try document.nodes(forXPath: "//*[local-name()='polygon']").compactMap {
      ($0 as? XMLElement)?.attributes?.first { $0.name == "fill" }?.stringValue?.lowercased()
    }
    for colour in ["#a6e3a1", "#f9e2af", "#f38ba8", "#89b4fa"] {
      #expect(fills.contains(colour), "no fill \(colour)")
    }
  }

  @Test func theExamplesJSONIsTheRegisteredGraph() throws {
    let run = try CLI.run(["example", "--format", "json", "--out", "-"], in: CLI.packageRoot)
    #expect(run.status == 0, "\(run.errors)")
    #expect(Data(run.output.utf8) == (try exampleAppGraph().jsonData()))
  }

  @Test func dumpOfTheExampleSourcesNamesTheSameFeatures() throws {
    let run = try CLI.run(
      ["dump", "Tests/TCAGraphTests/Fixtures/Scan/ExampleApp"], in: CLI.packageRoot)
    #expect(run.status == 0, "\(run.errors)")
    let scanned = try ArchitectureGraph(jsonData: Data(run.output.utf8))
    #expect(scanned.features.map(\.id) == (try exampleAppGraph().features.map(\.id)))
    #expect(scanned.feature("Editor")?.location?.file.hasPrefix("Tests/TCAGraphTests/") == true)
  }

  @Test func renderIsByteDeterministic() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = CLI.packageRoot.appendingPathComponent(
      "Tests/TCAGraphTests/Fixtures/Scan/ExampleApp"
    ).path
    let formats = "dot,mermaid,json"
    let first = try CLI.run(["render", source, "--out", "a", "--format", formats], in: directory)
    let second = try CLI.run(["render", source, "--out", "b", "--format", formats], in: directory)
    #expect(first.status == 0 && second.status == 0, "\(first.errors)\(second.errors)")
    let files = CLI.files(in: directory.appendingPathComponent("a"))
    #expect(files.count > 10)
    #expect(files == CLI.files(in: directory.appendingPathComponent("b")))
    for file in files {
      let a = try Data(contentsOf: directory.appendingPathComponent("a/\(file)"))
      let b = try Data(contentsOf: directory.appendingPathComponent("b/\(file)"))
      #expect(a == b, "\(file) differs between runs")
    }
  }

  @Test func renderReadsAnIRFile() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try exampleAppGraph().jsonData().write(to: directory.appendingPathComponent("graph.json"))
    let run = try CLI.run(
      [
        "render", "--input", "graph.json", "--out", "docs", "--view", "composition", "--format",
        "svg,mermaid",
      ],
      in: directory)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      CLI.files(in: directory.appendingPathComponent("docs")) == [
        "composition.mmd", "composition.svg",
      ])
  }

  @Test(arguments: [
    (["render", "--fromat", "svg"], "unknown option '--fromat'; did you mean '--format'?"),
    (["rendr"], "unknown command 'rendr'; did you mean 'render'?"),
    (["render", "--format", "sgv"], "unknown format 'sgv' for '--format'; did you mean 'svg'?"),
    (["render", "--view", "lane"], "unknown view 'lane' for '--view'; did you mean 'lanes'?"),
    (["example", "--focus", "Editr"], "no feature named 'Editr'; did you mean 'Editor'?"),
    (["dump", "No/Such/Folder"], "No/Such/Folder"),
  ])
  func badArgumentsExitTwoWithAMessage(arguments: [String], message: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try CLI.run(arguments, in: directory)
    #expect(run.status == 2)
    #expect(run.errors.contains(message), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
  }

  @Test func aBadIRFileIsNamedAndNothingIsWritten() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(#"{"schemaVersion": 1, "roots": [], "features": [{"id": 3}]}"#.utf8)
      .write(to: directory.appendingPathComponent("broken.json"))
    let run = try CLI.run(["render", "--input", "broken.json"], in: directory)
    #expect(run.status == 2)
    #expect(run.errors.contains("broken.json: "), "\(run.errors)")
    #expect(run.errors.contains("features[0]"), "\(run.errors)")
    #expect(CLI.files(in: directory) == ["broken.json"])
  }

  @Test func aFileThatDoesNotParseIsAWarningWithItsLine() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(
      """
      @Reducer
      struct Broken {
        struct State {}
        enum Action { case tapped }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .tapped: return .none
        }
      }

      """.utf8
    ).write(to: directory.appendingPathComponent("Broken.swift"))
    let run = try CLI.run(["dump", "."], in: directory)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("Broken.swift:"), "\(run.errors)")
    #expect(run.errors.contains("warning"), "\(run.errors)")
    let graph = try ArchitectureGraph(jsonData: Data(run.output.utf8))
    #expect(graph.feature("Broken") != nil)
  }

  @Test func sourcesWithoutReducersAreAnInputError() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("let answer = 42\n".utf8).write(to: directory.appendingPathComponent("Plain.swift"))
    let run = try CLI.run(["render", "."], in: directory)
    #expect(run.status == 2)
    #expect(
      run.errors.contains("no TCA reducers found in . (1 Swift file scanned)"), "\(run.errors)")
    #expect(CLI.files(in: directory) == ["Plain.swift"])
  }

  @Test func lintExitCodesFollowTheFindings() throws {
    let coupled = try CLI.run(["lint", "Examples/CoupledApp"], in: CLI.packageRoot)
    #expect(coupled.status == 1, "\(coupled.errors)")
    #expect(coupled.output.contains("[parent-matches-child-internals]"), "\(coupled.output)")
    #expect(coupled.output.contains("Examples/CoupledApp/"), "\(coupled.output)")
    let clean = try CLI.run(
      ["lint", "Tests/TCAGraphTests/Fixtures/Scan/ExampleApp", "--strict"], in: CLI.packageRoot)
    #expect(clean.status == 0, "\(clean.output)\(clean.errors)")
    #expect(clean.output.isEmpty, "\(clean.output)")
  }

  @Test func everyCommandHasHelp() throws {
    for command in [["--help"], ["render", "--help"], ["dump", "--help"], ["lint", "--help"]] {
      let run = try CLI.run(command, in: CLI.packageRoot)
      #expect(run.status == 0, "\(command)")
      #expect(run.output.contains("USAGE"), "\(command): \(run.output)")
    }
  }
}
