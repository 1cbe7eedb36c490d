import TCAGraph
import Testing

/// Labels graphviz would not read as written: control characters (a NUL ends the C string
/// graphviz parses) are drawn as their symbols, and text past graphviz's 16,384 bytes per string
/// is split into pieces DOT joins.
@Suite struct HostileLabelTests {
  @Test func controlCharactersInLabelsAreDrawnAsSymbols() throws {
    let dot = DOTEmitter.quote("a\u{0}b\u{1B}c\u{7F}")
    #expect(dot == "\"a\u{2400}b\u{241B}c\u{2421}\"")
    let svg = try GraphvizRenderer().render(
      dot: "digraph { \(dot) -> \(DOTEmitter.quote("x\u{0}")) }", format: .svg)
    #expect(String(decoding: svg, as: UTF8.self).contains("a\u{2400}b"))
  }

  @Test func textLongerThanGraphvizReadsInOneStringIsSplit() throws {
    let long = String(repeating: "é", count: 20_000)
    let quoted = DOTEmitter.quote(long)
    #expect(quoted.components(separatedBy: "\" + \"").count == 3)
    let svg = try GraphvizRenderer().render(
      dot: "digraph { n [tooltip=\(quoted)] }", format: .svg)
    #expect(String(decoding: svg, as: UTF8.self).contains(String(repeating: "é", count: 100)))
  }
}
