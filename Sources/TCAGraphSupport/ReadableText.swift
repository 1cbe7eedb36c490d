import Foundation

/// Text made safe for a person to read: every character that would act on a terminal, reorder
/// the text around it or hide itself is written as its Swift escape (`\u{1B}`, `\u{202E}`).
///
/// Names, comments and file names come from the sources, so they can hold an ESC that retitles
/// or recolours a terminal, or a bidirectional control that shows a finding line in another
/// order than it is read (a "Trojan source"). Every human-facing output passes its text through
/// here: standard error, the line-based reporters, picture labels (``ControlCharacters``) and,
/// for review, the JSON files (``json(_:)-(String)``).
public enum ReadableText {
  /// `text` on one line: each hidden scalar (``isHidden(_:)``), line breaks included, written as
  /// its Swift escape (`\n`, `\u{202E}`), so a line-based reader sees one line in reading order.
  public static func line(_ text: String) -> String {
    escaping(text) { isHidden($0) }
  }

  /// `text` with its line breaks (`\n`) kept and every other hidden scalar escaped, for a message
  /// of several lines such as what a command prints on standard error.
  public static func lines(_ text: String) -> String {
    escaping(text) { $0 != "\n" && isHidden($0) }
  }

  /// Encoded JSON text with every hidden scalar that the encoder left as it is (DEL, C1, the
  /// line separators, the bidirectional and invisible format characters) written as a JSON
  /// `\uXXXX` escape: the same string to a JSON reader, visible in a review of the file. Those
  /// scalars can stand only inside JSON strings, so the document stays valid.
  public static func json(_ encoded: String) -> String {
    guard encoded.unicodeScalars.contains(where: { $0.value >= 0x7F && isHidden($0) }) else {
      return encoded
    }
    var result = ""
    for scalar in encoded.unicodeScalars {
      if scalar.value >= 0x7F, isHidden(scalar) {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Encoded JSON bytes as ``json(_:)-(String)`` writes them.
  public static func json(_ encoded: Data) -> Data {
    Data(json(String(decoding: encoded, as: UTF8.self)).utf8)
  }

  /// Whether `scalar` is one a reader cannot see for what it is: a C0 or C1 control, DEL, the
  /// line and paragraph separators (U+2028, U+2029), a bidirectional control (U+061C, U+200E,
  /// U+200F, U+202A–U+202E, U+2066–U+2069) or an invisible format character (U+200B–U+200D,
  /// U+2060–U+2064, U+FEFF), which can make two different names look the same.
  public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F: true
    case 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  /// The Swift escape of `scalar`: `\n`, `\r`, `\t`, or `\u{202E}` with upper-case digits.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }

  /// Whether `character` is an emoji sequence joined by U+200D (`👩‍💻`), whose joiners are part
  /// of what it shows rather than hidden.
  package static func isEmojiSequence(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard scalars.count > 1, let first = scalars.first, !first.isASCII, first.properties.isEmoji,
      scalars.last?.value != 0x200D
    else { return false }
    return scalars.allSatisfy { $0.value == 0x200D || !isHidden($0) }
  }

  private static func escaping(_ text: String, _ hides: (Unicode.Scalar) -> Bool) -> String {
    guard text.unicodeScalars.contains(where: hides) else { return text }
    var result = ""
    for character in text {
      guard character.unicodeScalars.contains(where: hides), !isEmojiSequence(character) else {
        result.append(character)
        continue
      }
      for scalar in character.unicodeScalars {
        if hides(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }
}
