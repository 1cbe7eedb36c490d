import Foundation

/// Names spelled so that two names the compiler keeps apart stay apart in tca-graph.
///
/// Swift does not normalise identifiers: `Über` written with a precomposed `Ü` (U+00DC) and
/// with `U` and a combining diaeresis (U+0308) are two types to the compiler. Swift's `String`
/// compares by canonical equivalence, so every table of names would see one name and merge two
/// features. A name already in Unicode's composed form (NFC, what editors and keyboards write)
/// is kept as it is; in any other name, each character that composition would change is written
/// as its scalars' escapes, as Swift writes them in a string: `U\u{308}ber`.
///
/// Both front ends and the IR loader name features this way (``FeatureID`` spells every id it
/// is given so), so an id compares the same wherever it came from.
public enum IdentifierSpelling {
  /// `text` as tca-graph names it: unchanged when it is ASCII or composed.
  public static func distinct(_ text: String) -> String {
    guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
    guard !composed(text).utf8.elementsEqual(text.utf8) else { return text }
    var result = ""
    for character in text {
      let spelled = String(character)
      if composed(spelled).utf8.elementsEqual(spelled.utf8) {
        result += spelled
      } else {
        for scalar in character.unicodeScalars {
          result += scalar.isASCII ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
        }
      }
    }
    return result
  }

  private static func composed(_ text: String) -> String {
    text.precomposedStringWithCanonicalMapping
  }
}
