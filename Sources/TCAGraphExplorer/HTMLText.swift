import TCAGraphSupport

/// Escaping for the explorer page: every name and message from source code goes through here
/// before it reaches the page, so it renders as text whatever characters it holds.
enum HTMLText {
  /// `text` for an element's content or a double-quoted attribute value
  /// (``MarkupEscaping``): `&`, `<`, `>`, `"` and `'` (as `&#39;`) as character references, so
  /// the page also parses as XML, and control and bidirectional characters made visible
  /// (``HTMLControlCharacters``).
  static func escape(_ text: String) -> String {
    MarkupEscaping.escape(text, apostrophe: .numericReference) { character in
      var shown = ""
      for scalar in character.unicodeScalars {
        if let visible = HTMLControlCharacters.visible(scalar) {
          shown += visible
        } else {
          shown.unicodeScalars.append(scalar)
        }
      }
      return shown
    }
  }

  /// The text an XML-escaped string stands for: the five named references and numeric ones
  /// (`&#45;`, `&#x2d;`) decoded, anything else left as it is. Graphviz escapes node names this
  /// way in an SVG's `<title>`.
  static func unescape(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let afterAmpersand = rest.index(after: ampersand)
      guard let semicolon = rest[afterAmpersand...].prefix(10).firstIndex(of: ";"),
        let decoded = character(named: rest[afterAmpersand..<semicolon])
      else {
        result.append("&")
        rest = rest[afterAmpersand...]
        continue
      }
      result.append(decoded)
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  private static func character(named name: Substring) -> Character? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard name.first == "#" else { return nil }
      let digits = name.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return value.flatMap(Unicode.Scalar.init).map(Character.init)
    }
  }
}
