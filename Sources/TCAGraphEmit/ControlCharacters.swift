import TCAGraphSupport

/// Control characters made visible for text formats that cannot carry them: a NUL ends the C
/// string graphviz reads, other C0 controls have no meaning in a label, and a bidirectional
/// control would draw a label in another order than it is read.
enum ControlCharacters {
  /// `character` itself, or with each scalar ``ReadableText`` hides made visible: a C0 control
  /// other than tab and line breaks (and DEL) as its symbol from Unicode's Control Pictures block
  /// (U+0000 becomes `␀`, U+001B `␛`, U+007F `␡`), any other (a C1 control, a bidirectional or
  /// invisible format character) as its Swift escape (`\u{202E}`). An emitter escapes the
  /// backslash of that escape as its format requires.
  static func visible(_ character: Character) -> String {
    guard character.unicodeScalars.contains(where: hidden), !ReadableText.isEmojiSequence(character)
    else { return String(character) }
    var result = ""
    for scalar in character.unicodeScalars {
      if let picture = picture(for: scalar) {
        result.append(picture)
      } else if hidden(scalar) {
        result += ReadableText.escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` is shown otherwise than as itself: tab and line breaks are left to each
  /// format.
  private static func hidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t" && scalar != "\n" && scalar != "\r" && ReadableText.isHidden(scalar)
  }

  private static func picture(for scalar: Unicode.Scalar) -> Character? {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: nil
    case 0x00..<0x20: Character(Unicode.Scalar(0x2400 + scalar.value)!)
    case 0x7F: "\u{2421}"
    default: nil
    }
  }
}
