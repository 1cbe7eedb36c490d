import Foundation
import TCAGraph
import Testing

/// A temporary folder for one hostile-input test: `src/` with generated reducers, an `out/`
/// rendered once and marked old, and checks that a failed run left `out/` as it was.
struct HostileScene {
  let folder: URL

  /// A folder whose `src/` holds one file per reducer name.
  init(reducers names: [String] = ["Alpha", "Beta"]) throws {
    folder = try CLI.temporaryDirectory()
    let src = folder.appendingPathComponent("src")
    try FileManager.default.createDirectory(at: src, withIntermediateDirectories: true)
    for (index, name) in names.enumerated() {
      try write(Self.reducer(name), to: "src/F\(index).swift")
    }
  }

  /// A reducer with one view action, enough for a lanes picture.
  static func reducer(_ name: String) -> String {
    """
    import ComposableArchitecture

    @Reducer struct \(name) {
      struct State {}
      enum Action {
        case view(View)
        enum View { case tapped }
      }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
    }

    """
  }

  func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }

  func write(_ text: String, to relative: String) throws {
    try Data(text.utf8).write(to: url(relative))
  }

  func run(_ arguments: [String]) throws -> CLI.Run { try CLI.run(arguments, in: folder) }

  /// Renders `src` as DOT into `out`, then overwrites every file with "old"; returns the names.
  func renderOld() throws -> [String] {
    let first = try run(["render", "src", "--out", "out", "--format", "dot"])
    #expect(first.status == 0, "\(first.errors)")
    let names = CLI.files(in: url("out"))
    for name in names { try write("old", to: "out/" + name) }
    return names
  }

  /// Expects `out/` to hold exactly the `old` files, each still "old", and nothing staged.
  func expectOutUnchanged(
    _ old: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(CLI.files(in: url("out")) == old, sourceLocation: sourceLocation)
    for name in old {
      let text = try? String(contentsOf: url("out/" + name), encoding: .utf8)
      #expect(text == "old", "\(name) was replaced", sourceLocation: sourceLocation)
    }
    expectNothingStaged(sourceLocation: sourceLocation)
  }

  /// Expects no staging folder or temporary file anywhere under `out/`.
  func expectNothingStaged(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let everything = (try? FileManager.default.subpathsOfDirectory(atPath: url("out").path)) ?? []
    let temporary = everything.filter {
      $0.contains(OutputWriter.stagingPrefix) || $0.hasSuffix(".tmp")
    }
    #expect(temporary == [], sourceLocation: sourceLocation)
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}
