import Foundation
import TCAGraph
import Testing

/// The pictures the TreeIntrospect DocC catalog embeds (`Scripts/docc-pictures.sh` writes them)
/// are the example's current ones, each with its dark variant.
@Suite struct RenderDocCPicturesTests {
  static let resources = TestPaths.packageRoot.appendingPathComponent(
    "Sources/TreeIntrospect/TreeIntrospect.docc/Resources")

  /// The texts of an SVG, in order: what a reader sees, whatever graphviz version laid it out.
  static func texts(_ svg: String) -> [String] {
    svg.matches(of: /<text [^>]*>([^<]*)<\/text>/).map { String($0.1) }
  }

  @Test(arguments: ["composition", "delegate-flow", "lanes/Editor"])
  func theCatalogsPictureShowsWhatTheExampleDrawsNow(picture: String) throws {
    let files = try DiagramSet(formats: [SVGFormat.self], themes: .both).files(
      for: ExampleGraphs.lessonsApp(), renderer: GraphvizRenderer())
    let name = "example-" + picture.replacingOccurrences(of: "/", with: "-")
    for variant in ["", "~dark"] {
      let rendered = try #require(files.first { $0.name == picture + variant + ".svg" })
      let stored = try String(
        contentsOf: Self.resources.appendingPathComponent(name + variant + ".svg"), encoding: .utf8)
      #expect(
        Self.texts(stored) == Self.texts(String(decoding: rendered.contents, as: UTF8.self)),
        "\(name)\(variant).svg is out of date: run bash Scripts/docc-pictures.sh")
      #expect(stored.contains("#a6e3a1") || picture != "lanes/Editor")
    }
    let dark = try String(
      contentsOf: Self.resources.appendingPathComponent(name + "~dark.svg"), encoding: .utf8)
    #expect(dark.contains(Palette.Dark.background))
  }

  /// Every picture in the catalog is embedded by an article, and every embedded one exists.
  @Test func theArticlesEmbedEveryPictureAndNoMissingOne() throws {
    let catalog = Self.resources.deletingLastPathComponent()
    var embedded: Set<String> = []
    for article in try FileManager.default.contentsOfDirectory(atPath: catalog.path)
    where article.hasSuffix(".md") {
      let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
      embedded.formUnion(text.matches(of: /!\[[^\]]*\]\(([^)]+)\)/).map { String($0.1) })
    }
    let pictures = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path)
    #expect(embedded == Set(pictures.filter { !$0.contains("~dark") }))
    #expect(
      Set(pictures.filter { $0.contains("~dark") })
        == Set(embedded.map { $0.replacingOccurrences(of: ".svg", with: "~dark.svg") }))
  }
}
