internal import SwiftSyntax

/// Where a parse first went wrong, read from the tree itself: the first missing or unexpected
/// token. SwiftParser's own diagnostics generator is not used, because it traps on some input
/// (a byte-order mark in the middle of a file).
struct FirstSyntaxError {
  /// The UTF-8 offset of the token.
  var offset: Int
  /// What is wrong there: `expected '}'` or `unexpected '\u{FEFF}'`.
  var message: String

  /// The first error of a tree that has one (`tree.hasError`), else `nil`.
  init?(in tree: SourceFileSyntax) {
    for token in tree.tokens(viewMode: .all) {
      if token.presence == .missing {
        let expected = token.text.isEmpty ? "\(token.tokenKind)" : token.text
        offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
        message = "expected '\(expected)'"
        return
      }
      var node = token.parent
      while let current = node, !current.is(UnexpectedNodesSyntax.self) { node = current.parent }
      if node != nil {
        offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let text = token.text.unicodeScalars.map { scalar in
          scalar.properties.isWhitespace || scalar.value == 0xFEFF || scalar.value < 0x20
            ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }.joined()
        message = "unexpected '\(text.prefix(40))'"
        return
      }
    }
    return nil
  }
}
