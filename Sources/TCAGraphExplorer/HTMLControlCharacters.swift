/// Characters a page must not carry as they are, made visible: XML 1.0 refuses C0 controls
/// (other than tab and line breaks) raw or as references, so one in a name would make the page,
/// whose inline SVG is XML, ill-formed; and bidirectional controls would reorder the text around
/// them (a Trojan-source name) without showing themselves.
enum HTMLControlCharacters {
  /// What `scalar` shows as on the page, or `nil` when it shows as itself: a C0 control or DEL
  /// as its symbol from Unicode's Control Pictures block (U+001B as `␛`), a C1 control, a
  /// bidirectional control or a noncharacter XML refuses as `\u{202E}`-style text.
  static func visible(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: nil
    case 0x00..<0x20: String(Unicode.Scalar(0x2400 + scalar.value)!)
    case 0x7F: "\u{2421}"
    case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF:
      "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: nil
    }
  }

  /// `text` with every character ``visible(_:)`` names replaced by its visible form.
  static func replacing(in text: String) -> String {
    // Printable ASCII and tab and line breaks, the bulk of every picture, need no look further.
    let plain = text.utf8.allSatisfy {
      (0x20..<0x7F).contains($0) || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D
    }
    guard !plain, text.unicodeScalars.contains(where: { visible($0) != nil }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let shown = visible(scalar) {
        result += shown
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Markup (graphviz's SVG) with those characters made visible both raw and as numeric
  /// character references (`&#27;`, `&#x202e;`), leaving the rest of the markup as it is.
  static func replacingInMarkup(_ markup: String) -> String {
    let raw = replacing(in: markup)
    // Searched by bytes: `String.contains` of a string goes through Foundation, which costs a
    // tenth of cleaning a picture.
    guard Substring(raw).byteRange(of: "&#") != nil else { return raw }
    var result = ""
    var rest = Substring(raw)
    while let reference = rest.byteRange(of: "&#") {
      result += rest[..<reference.lowerBound]
      let body = rest[reference.upperBound...]
      guard let semicolon = body.prefix(10).firstIndex(of: ";") else {
        result += "&#"
        rest = body
        continue
      }
      let digits = body[..<semicolon]
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      if let shown = value.flatMap(Unicode.Scalar.init).flatMap(visible) {
        result += shown
      } else {
        result += rest[reference.lowerBound...semicolon]
      }
      rest = body[body.index(after: semicolon)...]
    }
    return result + rest
  }
}
