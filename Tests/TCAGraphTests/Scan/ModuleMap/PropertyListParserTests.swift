import Testing

@testable import TCAGraphModuleMap

/// The old-style (OpenStep) property lists of `project.pbxproj`: dictionaries, arrays, strings
/// and data (numbers and booleans are unquoted strings there), comments, and what a broken file
/// says.
@Suite struct PropertyListParserTests {
  private func parse(_ text: String) throws(PropertyListError) -> PropertyList {
    try PropertyListParser.parse(text)
  }

  private func failure(_ text: String) -> String {
    do {
      return "parsed \(try parse(text))"
    } catch {
      return error.description
    }
  }

  @Test func unquotedStringsKeepTheirCharactersNumbersAndBooleansIncluded() throws {
    #expect(try parse("Some_$path/to:file.swift-1") == .string("Some_$path/to:file.swift-1"))
    #expect(try parse("42") == .string("42"))
    #expect(try parse("YES") == .string("YES"))
    #expect(try parse("1.5") == .string("1.5"))
  }

  @Test func quotedStringsReadTheirEscapes() throws {
    #expect(try parse(#""a \"b\" \\ c""#) == .string(#"a "b" \ c"#))
    #expect(try parse(#""\n\t\r""#) == .string("\n\t\r"))
    #expect(try parse(#"'single "quoted"'"#) == .string(#"single "quoted""#))
    #expect(try parse(#""\U00e9\u0041""#) == .string("éA"))
    #expect(try parse(#""\101\60""#) == .string("A0"))
    #expect(try parse(#""""#) == .string(""))
    #expect(try parse("\"caf\u{E9} \u{1F600}\"") == .string("café 😀"))
  }

  @Test func aSurrogatePairIsOneCharacterAndALoneHalfIsAReplacement() throws {
    #expect(try parse(#""\UD83D\UDE00""#) == .string("😀"))
    #expect(try parse(#""\UD83Dx""#) == .string("\u{FFFD}x"))
    #expect(try parse(#""x\UD83D""#) == .string("x\u{FFFD}"))
    #expect(try parse(#""\UDE00""#) == .string("\u{FFFD}"))
  }

  @Test func dataIsPairsOfHexDigits() throws {
    #expect(try parse("<0fA1 b2>") == .data([0x0F, 0xA1, 0xB2]))
    #expect(try parse("<>") == .data([]))
    #expect(try parse("<00\n ff>") == .data([0x00, 0xFF]))
  }

  @Test func arraysAllowATrailingCommaAndNest() throws {
    #expect(try parse("()") == .array([]))
    #expect(try parse("( a, )") == .array([.string("a")]))
    #expect(
      try parse(#"( a, "b c", ( d ), { e = f; } )"#)
        == .array([
          .string("a"), .string("b c"), .array([.string("d")]), .dictionary(["e": .string("f")]),
        ]))
  }

  @Test func dictionariesNestAndTheLastOfARepeatedKeyWins() throws {
    #expect(try parse("{}") == .dictionary([:]))
    #expect(
      try parse(#"{ a = { b = ( c ); }; "quoted key" = <01>; }"#)
        == .dictionary([
          "a": .dictionary(["b": .array([.string("c")])]), "quoted key": .data([0x01]),
        ]))
    #expect(try parse("{ a = b; a = c; }") == .dictionary(["a": .string("c")]))
  }

  @Test func commentsAreTriviaWhereverWhitespaceIs() throws {
    let text = """
      // !$*UTF8*$!
      { /* before a key */ a /* after */ = /* before a value */ b; // to the end of the line
        list = ( /* { not a dictionary ( */ c, // d,
        );
      }
      /* after the value */
      """
    #expect(
      try parse(text) == .dictionary(["a": .string("b"), "list": .array([.string("c")])]))
  }

  @Test(arguments: [
    ("", "line 1: the file ends where a value is expected"),
    ("\n\n  ", "line 3: the file ends where a value is expected"),
    ("{ a = b; }\n}", "line 2: unexpected '}' after the top-level value"),
    ("{\n  a = b\n  c = d;\n}", "line 3: expected ';' after the value of 'a', found 'c'"),
    ("{ a b; }", "line 1: expected '=' after key 'a', found 'b'"),
    ("( a b )", "line 1: expected ',' after an array element, found 'b'"),
    ("{ = b; }", "line 1: unexpected '='"),
    ("{ a = ; }", "line 1: unexpected ';'"),
    (
      "{\n  a = (\n    b,\n",
      "line 2: the array opened on this line is not closed before the end of the file"
    ),
    (
      "{\n  a = b;\n",
      "line 1: the dictionary opened on this line is not closed before the end of the file"
    ),
    ("{\n  a = \"open;\n}\n", "line 2: a string starting here is not closed"),
    ("{\n  a = b; /* open\n", "line 2: a comment starting here is not closed"),
    ("<0f1>", "line 1: data has an odd number of digits"),
    ("<0g>", "line 1: unexpected 'g' in data"),
    ("<0f", "line 1: the file ends where a value is expected"),
    (#""\U00G1""#, "line 1: '\\U' must be followed by four hex digits"),
    ("{ a = é; }", "line 1: unexpected 'é'"),
  ])
  func malformedInputIsAnErrorAtItsLine(text: String, message: String) {
    #expect(failure(text) == message)
  }

  @Test func nestingTooDeepIsAnErrorNotACrash() {
    let deep = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
    #expect(
      failure(deep) == "line 1: arrays and dictionaries nested more than 512 levels deep")
    let justDeepEnough = String(repeating: "(", count: 512) + String(repeating: ")", count: 512)
    #expect(failure(justDeepEnough).hasPrefix("parsed "))
  }
}
