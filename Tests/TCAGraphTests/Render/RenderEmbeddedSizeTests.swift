import Foundation
import TCAGraph
import Testing
import TreeIntrospect

/// The pictures README embeds keep their labels readable at GitHub's README width: at least 8 px
/// tall when shown 800 px wide, for the lessons' app and for a generated 15-feature app.
@Suite struct RenderEmbeddedSizeTests {
  /// GitHub's README column, in CSS pixels.
  static let readmeWidth = 800.0
  /// The smallest label height a reader reads without zooming, in CSS pixels.
  static let readableHeight = 8.0

  /// The diagrams README embeds, by file name without extension (`composition`, `lanes/Editor`),
  /// read from its `![...](out/....svg)` images.
  static func embeddedInReadme() throws -> [String] {
    let readme = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    return readme.matches(of: /!\[[^\]]*\]\(out\/([^)]+)\.svg\)/).map { String($0.1) }
  }

  /// Every diagram of `graph` with the default views, legend and theme, rendered as SVG.
  static func pictures(of graph: ArchitectureGraph) throws -> [String: EmbeddedPictureSize] {
    let files = try DiagramSet(formats: [SVGFormat.self]).files(
      for: graph, renderer: GraphvizRenderer())
    var result: [String: EmbeddedPictureSize] = [:]
    for file in files {
      result[String(file.name.dropLast(".svg".count))] = try EmbeddedPictureSize(
        svg: String(decoding: file.contents, as: UTF8.self))
    }
    return result
  }

  /// The kind of a diagram name: a picture per feature stands for all its kind
  /// (`lanes/Editor` → `lanes/`).
  static func kind(_ name: String) -> String {
    name.contains("/") ? String(name.prefix { $0 != "/" }) + "/" : name
  }

  /// The size tests below check something: README embeds at least one picture from `out/`.
  @Test func readmeEmbedsPictures() throws {
    #expect(try !Self.embeddedInReadme().isEmpty)
  }

  @Test func theExampleAppsEmbeddedPicturesReadAtReadmeWidth() throws {
    let pictures = try Self.pictures(of: ExampleGraphs.lessonsApp())
    for name in try Self.embeddedInReadme() {
      let picture = try #require(pictures[name], "README embeds out/\(name).svg, not drawn")
      let height = picture.smallestLabel(shownAt: Self.readmeWidth)
      #expect(height >= Self.readableHeight, "\(name): labels \(height) px tall at 800 px")
    }
  }

  /// README's picture kinds, drawn for an app of 15 features: every picture of each kind.
  @Test func aFifteenFeatureAppsPicturesOfTheEmbeddedKindsReadAtReadmeWidth() throws {
    let kinds = Set(try Self.embeddedInReadme().map(Self.kind))
    let pictures = try Self.pictures(of: LargeGraphs.tree(features: 15))
    let checked = pictures.filter { kinds.contains(Self.kind($0.key)) }
    #expect(Set(checked.keys.map(Self.kind)) == kinds)
    for (name, picture) in checked.sorted(by: { $0.key < $1.key }) {
      let height = picture.smallestLabel(shownAt: Self.readmeWidth)
      #expect(height >= Self.readableHeight, "\(name): labels \(height) px tall at 800 px")
    }
  }

  /// The measure itself: a picture 1,600 units wide with 9-point labels shows them 4.5 px tall
  /// at 800 px; one narrower than the page keeps its natural size.
  @Test func theMeasureScalesWideSVGsDownAndKeepsNarrowOnes() throws {
    let wide = try EmbeddedPictureSize(
      svg: #"<svg width="1600pt" height="10pt" viewBox="0.00 0.00 1600.00 10.00">"#
        + #"<text x="0" font-size="9.00">a</text><text font-size="11.00">b</text></svg>"#)
    #expect(wide.smallestLabel(shownAt: 800) == 4.5)
    let narrow = try EmbeddedPictureSize(
      svg: #"<svg width="300pt" height="10pt" viewBox="0.00 0.00 300.00 10.00">"#
        + #"<text font-size="9.00">a</text></svg>"#)
    #expect(narrow.smallestLabel(shownAt: 800) == 12)
  }
}

/// Prints the smallest label of every picture at README width, for choosing what to embed:
/// `swift test --filter RenderEmbeddedSizeReport`.
@Suite struct RenderEmbeddedSizeReport {
  @Test func printsEveryPicturesSmallestLabel() throws {
    for (app, graph) in [
      ("example", try ExampleGraphs.lessonsApp()), ("15 features", LargeGraphs.tree(features: 15)),
    ] {
      let pictures = try RenderEmbeddedSizeTests.pictures(of: graph)
      for (name, picture) in pictures.sorted(by: { $0.key < $1.key }) {
        let height = picture.smallestLabel(shownAt: RenderEmbeddedSizeTests.readmeWidth)
        print("\(app): \(name) \(Int(picture.viewBoxWidth)) wide: \(height) px")
      }
      #expect(!pictures.isEmpty)
    }
  }
}
