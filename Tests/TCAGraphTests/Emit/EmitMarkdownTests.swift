import Foundation
import TCAGraph
import Testing

/// `--format markdown`: a page per diagram and an index.
@Suite struct EmitMarkdownTests {
  @Test func aPageHoldsTheMermaidInAFenceAndLinksItsSVG() {
    let page = MarkdownEmitter().page(
      name: "lanes/Editor", title: "Lanes of Editor", mermaid: "flowchart TD\n  a --> b\n",
      darkVariant: false)
    #expect(
      page == """
        # Lanes of Editor

        ```mermaid
        flowchart TD
          a --> b
        ```

        Drawn by Graphviz: [`Editor.svg`](Editor.svg). [Every diagram](../index.md).

        """)
  }

  @Test func aDarkVariantIsLinkedToo() {
    let page = MarkdownEmitter().page(
      name: "composition", title: "Composition", mermaid: "flowchart TD\n", darkVariant: true)
    #expect(page.contains("(dark: [`composition~dark.svg`](composition~dark.svg))"))
    #expect(page.contains("[Every diagram](index.md)"))
  }

  @Test func backticksInTheMermaidTextLengthenTheFence() {
    let page = MarkdownEmitter().page(
      name: "x", title: "X", mermaid: "a[\"```code````\"]\n", darkVariant: false)
    #expect(page.contains("\n`````mermaid\n"))
    #expect(page.contains("\n`````\n"))
  }

  @Test func theIndexLinksEveryPageWithEscapedTitlesAndEncodedPaths() {
    let index = MarkdownEmitter().index(of: [
      ("composition", "Composition of App"), ("lanes/Reseña Nueva", "Lanes of *Reseña*"),
    ])
    #expect(
      index == """
        # Diagrams

        - [Composition of App](composition.md)
        - [Lanes of \\*Reseña\\*](lanes/Rese%C3%B1a%20Nueva.md)

        """)
  }
}
