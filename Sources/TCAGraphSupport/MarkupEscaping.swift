/// The one escaper for XML and HTML (and Graphviz's HTML-like labels, which follow the same
/// syntax): text from source code made safe as element content and as an attribute value.
///
/// Every markup output writes its text through ``escape(_:apostrophe:showing:)`` and differs
/// only in the two choices it names: how it writes an apostrophe, and what it shows for the
/// characters markup must not carry as they are (controls, bidirectional controls, line breaks
/// in a label).
package enum MarkupEscaping {
  /// How ``escape(_:apostrophe:showing:)`` writes `'`.
  package enum Apostrophe: Sendable {
    /// `&#39;`, which HTML 4 and XML both read (HTML 4 has no `&apos;`).
    case numericReference
    /// `&apos;`, XML's named reference.
    case namedReference
    /// `'` as it is, for output that never puts text in a single-quoted attribute.
    case unescaped
  }

  /// `text` for element content or a double-quoted attribute value, scalar by scalar:
  ///
  /// - `&` as `&amp;`, `<` as `&lt;`, `>` as `&gt;`, `"` as `&quot;`, and `'` as `apostrophe`
  ///   says, also when a combining mark joins the scalar into a larger character;
  /// - printable ASCII (U+0020–U+007E) otherwise as it is;
  /// - every other character (a control, a line break, `\r\n`, any non-ASCII character) as
  ///   `shown` returns it; in a character that holds a markup scalar, each of its other scalars
  ///   is passed to `shown` alone.
  ///
  /// `shown` must itself return text free of markup characters, or markup it means to write.
  package static func escape(
    _ text: String, apostrophe: Apostrophe, showing shown: (Character) -> String
  ) -> String {
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) && !isMarkupByte($0) }) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if let byte = character.asciiValue, (0x20..<0x7F).contains(byte) {
        result += reference(for: Unicode.Scalar(byte), apostrophe: apostrophe) ?? String(character)
      } else if character.unicodeScalars.contains(where: { isMarkup($0) }) {
        for scalar in character.unicodeScalars {
          result += reference(for: scalar, apostrophe: apostrophe) ?? shown(Character(scalar))
        }
      } else {
        result += shown(character)
      }
    }
    return result
  }

  private static func reference(for scalar: Unicode.Scalar, apostrophe: Apostrophe) -> String? {
    switch scalar {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "\"": "&quot;"
    case "'":
      switch apostrophe {
      case .numericReference: "&#39;"
      case .namedReference: "&apos;"
      case .unescaped: "'"
      }
    default: nil
    }
  }

  private static func isMarkup(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && isMarkupByte(UInt8(scalar.value))
  }

  private static func isMarkupByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
  }
}
