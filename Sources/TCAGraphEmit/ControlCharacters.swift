/// Control characters made visible for text formats that cannot carry them: a NUL ends the C
/// string graphviz reads, and other C0 controls have no meaning in a label.
enum ControlCharacters {
  /// `character` itself, or, for a C0 control other than tab and line breaks (and for DEL), its
  /// symbol from Unicode's Control Pictures block: U+0000 becomes `␀`, U+001B `␛`, U+007F `␡`.
  static func visible(_ character: Character) -> String {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
      let picture = picture(for: scalar)
    else { return String(character) }
    return String(picture)
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
