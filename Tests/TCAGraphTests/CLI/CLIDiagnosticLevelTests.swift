import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Warnings and notes stay values until the command line prints them: `--quiet` and `--verbose`
/// choose by level, whatever the text of a message says, and the HTML explorer lists them.
@Suite struct CLIDiagnosticLevelTests {
  /// A folder `src` with a reducer whose file name reads like a warning and whose body holds a
  /// `Scope` the scanner cannot read (a note), and a file with a syntax error (a warning) whose
  /// name holds "note:".
  private func scene() throws -> URL {
    let directory = try CLI.temporaryDirectory()
    let sources = directory.appendingPathComponent("src")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try """
    import ComposableArchitecture

    @Reducer
    struct Alpha {
      struct State {}
      enum Action { case tap }
      var body: some ReducerOf<Self> {
        Scope(state: makePath(), action: \\.tap) { Alpha() }
        Reduce { _, _ in .none }
      }
    }

    """.write(
      to: sources.appendingPathComponent("x: warning: y.swift"), atomically: true,
      encoding: .utf8)
    try "@Reducer\nstruct Broken {\n  var body: some ReducerOf<Self> {\n    Reduce { \n".write(
      to: sources.appendingPathComponent("Bad: note: x.swift"), atomically: true,
      encoding: .utf8)
    return directory
  }

  private let syntaxWarning =
    "src/Bad: note: x.swift:4:14: warning: syntax error: expected '}'; read what could be parsed\n"
  private let unreadNote =
    "src/x: warning: y.swift:8:5: note: Scope whose state or action path is not a key path or "
    + "case path\n"

  @Test func quietKeepsWarningsThatSayNoteAndDropsNotesThatSayWarning() throws {
    let directory = try scene()
    defer { try? FileManager.default.removeItem(at: directory) }
    let loud = try CLI.run(["lint", "src"], in: directory)
    #expect(loud.status == 0, "\(loud.errors)")
    #expect(loud.errors.hasPrefix(syntaxWarning), "\(loud.errors)")
    #expect(loud.errors.contains("src/x: warning: y.swift:4:8: note: unintegrated-child-state"))
    for arguments in [["lint", "src", "--quiet"], ["lint", "src", "--quiet", "--verbose"]] {
      let quiet = try CLI.run(arguments, in: directory)
      #expect(quiet.status == 0)
      #expect(quiet.errors == syntaxWarning, "\(arguments): \(quiet.errors)")
    }
  }

  @Test func verboseListsEachUnresolvedConstructModuleGuessAndWhatWasRead() throws {
    let directory = try scene()
    defer { try? FileManager.default.removeItem(at: directory) }
    let plain = try CLI.run(["lint", "src"], in: directory)
    #expect(
      plain.errors.contains(
        "note: 1 construct(s) could not be resolved; rerun with --verbose to list them\n"))
    #expect(!plain.errors.contains(unreadNote))
    let verbose = try CLI.run(["lint", "src", "--verbose"], in: directory)
    #expect(
      verbose.errors.hasPrefix(
        syntaxWarning
          + "note: files under 'src' belong to no target of a manifest or project; module 'src' "
          + "taken from the folder\n" + unreadNote
          + "note: 2 Swift file(s) read: 2 parsed, 0 from the cache, 0 skipped without a TCA "
          + "construct\n"), "\(verbose.errors)")
    #expect(!verbose.errors.contains("rerun with --verbose"))
  }

  @Test func theExplorerListsTheScansWarningsAndNotes() throws {
    let directory = try scene()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try CLI.run(["render", "src", "--format", "html", "--verbose"], in: directory)
    #expect(run.status == 0, "\(run.errors)")
    let page = try Data(contentsOf: directory.appendingPathComponent("out/index.html"))
    let document = try XMLDocument(data: page, options: [])
    let items = try document.nodes(
      forXPath: "//section[@data-view='lint']//ul[@class='scan-messages']/li")
    let warnings = try document.nodes(
      forXPath: "//section[@data-view='lint']//ul[@class='scan-messages']/li[@class='warning']")
    #expect(
      warnings.map { $0.stringValue ?? "" } == [
        "src/Bad: note: x.swift:4:14 warning: syntax error: expected '}'; read what could be parsed"
      ])
    #expect(items.contains { ($0.stringValue ?? "").hasSuffix("key path or case path") })
  }

  @Test func aCleanScanAddsNoListToTheExplorer() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try CLI.run(["example", "--format", "html"], in: directory)
    #expect(run.status == 0, "\(run.errors)")
    let page = try String(
      contentsOf: directory.appendingPathComponent("out/index.html"), encoding: .utf8)
    #expect(!page.contains("scan-messages"))
  }
}
