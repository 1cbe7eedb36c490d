import Testing

@testable import TCAGraphEmit
@testable import TCAGraphExplorer
@testable import TCAGraphLint
@testable import TCAGraphSupport

/// The one XML/HTML escaper (``MarkupEscaping``) and the choices each markup output makes with
/// it: the explorer page, the XML reports and Graphviz's HTML-like labels.
@Suite struct MarkupEscapingTests {
  /// Shows a character as the hex of its scalars in brackets, so a test sees exactly which
  /// characters reach `shown` and in what pieces.
  private static func bracketed(_ character: Character) -> String {
    "[" + character.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + "]"
  }

  @Test func markupCharactersBecomeReferencesWithEachApostropheChoice() {
    let text = #"a&b<c>d"e'f"#
    #expect(
      MarkupEscaping.escape(text, apostrophe: .numericReference, showing: Self.bracketed)
        == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
    #expect(
      MarkupEscaping.escape(text, apostrophe: .namedReference, showing: Self.bracketed)
        == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
    #expect(
      MarkupEscaping.escape(text, apostrophe: .unescaped, showing: Self.bracketed)
        == "a&amp;b&lt;c&gt;d&quot;e'f")
  }

  @Test func printableASCIIStaysAsItIsWithoutAskingShown() {
    var asked: [Character] = []
    let escaped = MarkupEscaping.escape(" Feature.Action ~{}", apostrophe: .namedReference) {
      asked.append($0)
      return "?"
    }
    #expect(escaped == " Feature.Action ~{}")
    #expect(asked.isEmpty)
  }

  @Test func everyOtherCharacterIsShownWholeIncludingCRLF() {
    let escaped = MarkupEscaping.escape(
      "a\tb\r\nc\u{1B}é\u{202E}", apostrophe: .namedReference, showing: Self.bracketed)
    #expect(escaped == "a[9]b[d a]c[1b][e9][202e]")
  }

  @Test func aMarkupScalarJoinedByACombiningMarkIsStillEscaped() {
    // `<` followed by U+0338 is one character (`≮` drawn), whose `<` must not reach the markup.
    let escaped = MarkupEscaping.escape(
      "<\u{338}x\"\u{301}", apostrophe: .numericReference, showing: Self.bracketed)
    #expect(escaped == "&lt;[338]x&quot;[301]")
  }

  @Test func emptyTextStaysEmpty() {
    #expect(MarkupEscaping.escape("", apostrophe: .numericReference, showing: Self.bracketed) == "")
  }

  @Test func explorerPageUsesNumericApostropheAndControlPictures() {
    #expect(
      HTMLText.escape("a'<\u{1B}\u{202E}\t\n\u{85}\u{200B}")
        == "a&#39;&lt;\u{241B}\\u{202E}\t\n\\u{85}\u{200B}")
  }

  @Test func xmlReportsUseNamedApostropheAndSwiftEscapes() {
    #expect(
      ReportEscaping.xml("a'<\u{1B}\u{202E}\t\r\n\u{200B}")
        == "a&apos;&lt;\\u{1B}\\u{202E}\\t\\r\\n\\u{200B}")
  }

  @Test func dotLabelsKeepApostropheAndBreakLines() {
    #expect(
      DOTEmitter.htmlEscape("a'<\u{1B}\u{202E}\r\nb\nc\rd\u{7F}")
        == "a'&lt;\u{241B}\\u{202E}<BR/>b<BR/>c<BR/>d\u{2421}")
    #expect(DOTEmitter.htmlEscape("<\u{338}&") == "&lt;\u{338}&amp;")
    #expect(DOTEmitter.htmlEscape("👩‍💻") == "👩‍💻")
  }
}
