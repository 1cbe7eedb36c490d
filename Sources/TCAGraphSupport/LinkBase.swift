/// The one check of a `--link-base`, the URL that `render --format html` and `diff` append a
/// source path to for a link to its line: a source line is a web page or a local file, never a
/// script (`javascript:`) or a document made up by the link (`data:`).
public enum LinkBase {
  /// The schemes a link base may name.
  public static let schemes: Set<String> = ["http", "https", "file"]

  /// Why `base` cannot be a link base, as the end of a sentence naming it ("is a javascript:
  /// URL; …"), or `nil` when it can: an `http:`, `https:` or `file:` URL, or a relative one (a
  /// path, `//host/path`). Browsers drop tabs and line breaks from a URL and spaces and controls
  /// around it before they read its scheme, so a base holding any of those is refused too
  /// (`java\tscript:` is a script link).
  public static func problem(_ base: String) -> String? {
    if base.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) {
      return "holds a space or a control character; percent-encode it (a space is %20)"
    }
    // A scheme is a letter, then letters, digits, `+`, `-` and `.`, then `:`.
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    let scheme = String(
      String.UnicodeScalarView(
        base.unicodeScalars.prefix {
          isLetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
        }))
    let isScheme =
      scheme.unicodeScalars.first.map(isLetter) == true
      && base.unicodeScalars.dropFirst(scheme.unicodeScalars.count).first == ":"
    guard isScheme, !schemes.contains(scheme.lowercased()) else { return nil }
    return "is a \(scheme): URL; links may only be http:, https: or file: URLs or relative paths"
  }
}
