import SwiftParser
import SwiftSyntax
import Testing

@testable import TCAGraph
@testable import TCAGraphSyntax

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

/// A handler's pattern is its source text, whitespace collapsed, even when it spans lines.
@Test func handlerPatternIsTheSourceTextCollapsed() throws {
  let source = """
    @Reducer
    struct Parent {
      struct State {}
      enum Action {
        case child(Child.Action)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .child(
            .delegate(.saved(id))   // a comment inside the pattern
          ):
            return .none
          default:
            return .none
          }
        }
      }
    }
    @Reducer
    struct Child {
      struct State {}
      enum Action {
        case delegate(Delegate)
        enum Delegate { case saved(Int) }
      }
    }

    """
  let result = SourceScanner().scan(sources: [(path: "Parent.swift", text: source)])
  let handler = try #require(result.graph.feature("Parent")?.handlers.first)
  #expect(handler.route == ["child", "delegate", "saved"])
  #expect(handler.pattern == "let .child( .delegate(.saved(id)) // a comment inside the pattern )")
  #expect(handler.location == .init(file: "Parent.swift", line: 10, column: 12))
}
