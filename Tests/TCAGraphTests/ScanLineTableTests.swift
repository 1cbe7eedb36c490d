import SwiftParser
import SwiftSyntax
import Testing

@testable import TCAGraph

/// Locations come from the text itself and agree with SwiftSyntax's own converter.
@Suite struct ScanLineTableTests {
  @Test(arguments: [
    "struct A {}\nenum B { case x }\n",
    "struct A {}\r\nenum B { case x }\r\n  let c = 1\r\n",
    "// ñandú é\nstruct Ñ { let ü = \"😀\"; let v = 2 }\n\nenum Z {}",
    "struct A {}\renum B {}\r\rlet z = 0",
  ])
  func locationsMatchSourceLocationConverter(text: String) {
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: "F.swift", tree: tree)
    let table = LineTable(text)
    for token in tree.tokens(viewMode: .sourceAccurate) {
      let expected = token.startLocation(converter: converter)
      let actual = table.location(ofUTF8Offset: token.positionAfterSkippingLeadingTrivia.utf8Offset)
      #expect(actual.line == expected.line, "\(token.text)")
      #expect(actual.column == expected.column, "\(token.text)")
    }
  }
}
