import Foundation
import Testing
import TreeIntrospect

@testable import TCAGraph
@testable import TCAGraphScan
@testable import TCAGraphViews

/// The output writer on hostile folders: whole or not at all, never through a symbolic link, and
/// file names that are unique, bounded and stable.
@Suite struct OutputSafetyTests {
  private let folder = NSTemporaryDirectory() + "tca-graph-output-safety-\(UUID().uuidString)"

  private func file(_ name: String, _ text: String) -> OutputFile {
    OutputFile(name: name, contents: Data(text.utf8))
  }

  private func text(_ name: String) -> String? {
    try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)
  }

  private func staging() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasPrefix(OutputWriter.stagingPrefix) }
  }

  @Test func aFolderInTheWayOfALaterFileReplacesNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try OutputWriter.write([file("a.dot", "old"), file("lanes/b.dot", "old")], into: folder)
    try FileManager.default.createDirectory(
      atPath: folder + "/lanes/c.dot", withIntermediateDirectories: true)
    let error = #expect(throws: OutputError.self) {
      try OutputWriter.write(
        [file("a.dot", "new"), file("lanes/b.dot", "new"), file("lanes/c.dot", "new")],
        into: folder, shownAs: "out")
    }
    #expect(error?.description == "cannot write 'out/lanes/c.dot': a folder is in the way")
    #expect(text("a.dot") == "old")
    #expect(text("lanes/b.dot") == "old")
    #expect(staging() == [])
  }

  @Test func aSymbolicLinkInsideTheFolderIsNeverFollowed() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "-target"
    defer { try? FileManager.default.removeItem(atPath: target) }
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    try Data("theirs".utf8).write(to: URL(fileURLWithPath: target + "/b.dot"))
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/lanes", withDestinationPath: target)
    let error = #expect(throws: OutputError.self) {
      try OutputWriter.write([file("a.dot", "new"), file("lanes/b.dot", "new")], into: folder)
    }
    #expect(error?.description.contains("lanes': it is a symbolic link") == true, "\(error!)")
    #expect(try String(contentsOfFile: target + "/b.dot", encoding: .utf8) == "theirs")
    #expect(text("a.dot") == nil)
    #expect(staging() == [])
  }

  @Test func aLinkInPlaceOfAFileIsRefusedToo() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/a.dot", withDestinationPath: "/dev/null")
    #expect(throws: OutputError.self) {
      try OutputWriter.write([file("a.dot", "new")], into: folder)
    }
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/a.dot")
    #expect(link == "/dev/null")
  }

  @Test func aFileWhereAFolderShouldBeIsNamed() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
    let error = #expect(throws: OutputError.self) {
      try OutputWriter.write(
        [file("a.dot", "new")], into: folder + "/file/sub", shownAs: "file/sub")
    }
    #expect(error?.description == "cannot create 'file/sub': 'file' is a file")
    let inside = #expect(throws: OutputError.self) {
      try OutputWriter.write([file("file/a.dot", "new")], into: folder, shownAs: "out")
    }
    #expect(inside?.description == "cannot write 'out/file/a.dot': 'out/file' is a file")
  }

  @Test func aNameLeavingTheFolderIsRefused() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: OutputError.self) {
      try OutputWriter.write([file("../escaped.dot", "new")], into: folder)
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/../escaped.dot"))
  }

  @Test func namesThatCollideIgnoringCaseBothGetAStableHash() {
    let features = ["Editor", "editor", "Lista"].map { FeatureID(rawValue: $0) }
    let names = FeatureFileNames.names(for: features)
    #expect(names[FeatureID(rawValue: "Lista")] == "Lista")
    let upper = names[FeatureID(rawValue: "Editor")] ?? ""
    let lower = names[FeatureID(rawValue: "editor")] ?? ""
    #expect(upper.hasPrefix("Editor-") && lower.hasPrefix("editor-"))
    #expect(upper.lowercased() != lower.lowercased())
    #expect(FeatureFileNames.names(for: features.reversed()) == names)
    #expect(upper == "Editor-" + FeatureFileNames.hash("Editor"))
    #expect(FeatureFileNames.hash("") == "811c9dc5", "FNV-1a offset basis")
  }

  @Test func namesThatSanitiseAlikeDoNotShareAFile() {
    let features = ["A<B>", "A(B)"].map { FeatureID(rawValue: $0) }
    let names = FeatureFileNames.names(for: features)
    #expect(Set(names.values).count == 2, "\(names)")
  }

  @Test func longNamesAreCutToTheBoundAndStayUnique() {
    let stem = String(repeating: "é", count: 150)
    let features = [stem + "A", stem + "B"].map { FeatureID(rawValue: $0) }
    let names = FeatureFileNames.names(for: features)
    #expect(Set(names.values).count == 2)
    for name in names.values {
      #expect(name.utf8.count <= FeatureFileNames.maximumBytes)
      #expect(name.hasPrefix("éé"))
    }
  }

  @Test func aRepeatedViewOrFormatIsAskedForOnce() {
    let set = DiagramSet(
      views: [LanesView.self, LanesView.self],
      formats: [SVGFormat.self, DOTFormat.self, SVGFormat.self])
    #expect(set.views.map { $0.id } == ["lanes"])
    #expect(set.formats.map { $0.id } == ["svg", "dot"])
  }
}

/// What `render` builds for the formats asked for.
@Suite struct DiagramSetWorkTests {
  /// A view that must not be built: it records an issue when it is.
  struct UnwantedView: DiagramView {
    static let id = "unwanted"
    static let summary = "A view no format asked for."

    func diagrams(of graph: ArchitectureGraph, options: DiagramOptions) -> [Diagram] {
      Issue.record("a view was built although only JSON was asked for")
      return []
    }
  }

  @Test func onlyJSONBuildsNoViewButStillChecksTheFocus() throws {
    let graph = LargeGraphs.tree(features: 4)
    let files = try DiagramSet(views: [UnwantedView.self], formats: [JSONFormat.self])
      .files(for: graph, renderer: GraphvizRenderer())
    #expect(files.map(\.name) == ["architecture.json"])
    #expect(throws: DiagramError.self) {
      try DiagramSet(views: [UnwantedView.self], formats: [JSONFormat.self], focus: "Nowhere")
        .files(for: graph, renderer: GraphvizRenderer())
    }
  }

  @Test func filesFollowTheFormatsAskedForWithTheWholeGraphsLast() throws {
    let graph = LargeGraphs.tree(features: 2)
    let files = try DiagramSet(
      views: [CompositionView.self],
      formats: [JSONFormat.self, MarkdownFormat.self, DOTFormat.self, HTMLFormat.self]
    ).files(for: graph, renderer: GraphvizRenderer())
    #expect(
      files.map(\.name) == [
        "composition.svg", "composition.md", "composition.dot", "index.md", "architecture.json",
        "index.html",
      ], "Markdown brings its SVG just before it; index.md follows every diagram")
  }

  @Test func aPictureTooLargeToLayOutIsANoteWhileItsTextIsWhole() throws {
    let graph = LargeGraphs.tree(features: GraphDescription.layoutNodeLimit + 1)
    var notes: [String] = []
    let files = try DiagramSet(
      views: [CompositionView.self], formats: [SVGFormat.self, DOTFormat.self]
    )
    .files(for: graph, renderer: GraphvizRenderer(), notes: &notes)
    let svg = String(
      decoding: try #require(files.first { $0.name == "composition.svg" }).contents, as: UTF8.self)
    let dot = String(
      decoding: try #require(files.first { $0.name == "composition.dot" }).contents, as: UTF8.self)
    #expect(svg.contains("3001 nodes are more than graphviz lays out in reasonable time"))
    #expect(!svg.contains("Feature3000"))
    #expect(dot.contains("\"feature:Feature3000\""))
    #expect(notes.count == 1)
    #expect(notes.first?.hasPrefix("note: composition has 3001 nodes") == true)
  }

  @Test func aPictureWithClustersHasTheLowerLimit() throws {
    var graph = LargeGraphs.tree(features: GraphDescription.clusteredLayoutNodeLimit + 1)
    for index in graph.features.indices { graph.features[index].module = "Module\(index % 3)" }
    var notes: [String] = []
    let files = try DiagramSet(
      views: [ModulesView.self, CompositionView.self], formats: [SVGFormat.self]
    )
    .files(for: graph, renderer: GraphvizRenderer(), notes: &notes)
    let modules = String(
      decoding: try #require(files.first { $0.name == "modules.svg" }).contents, as: UTF8.self)
    #expect(modules.contains("1001 nodes are more than graphviz lays out in reasonable time"))
    #expect(modules.contains("(at most 1000)"))
    let composition = String(
      decoding: try #require(files.first { $0.name == "composition.svg" }).contents, as: UTF8.self)
    #expect(composition.contains("Feature1000"))
    #expect(notes.count == 1)
  }
}
