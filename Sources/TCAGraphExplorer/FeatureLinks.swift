import TreeIntrospect

/// Where the explorer's links point: the deep-link fragment of a feature's page or a whole-app
/// view, and the source line of a finding under `--link-base`.
enum FeatureLinks {
  /// `#feature=<id>` with the id percent-encoded as `encodeURIComponent` does, and `&view=` when
  /// a picture is named: `#feature=Editor&view=lanes`. The id is the one the page shows (its
  /// `data-name`, control characters made visible), which the script looks features up by.
  static func fragment(feature: FeatureID, view: String? = nil) -> String {
    "#feature=" + percentEncoded(HTMLControlCharacters.replacing(in: feature.rawValue))
      + (view.map { "&view=" + percentEncoded($0) } ?? "")
  }

  /// `#view=<id>` for a whole-app view or the lint table.
  static func fragment(view: String) -> String {
    "#view=" + percentEncoded(view)
  }

  /// The URL of a source line: `base`, a `/` unless it ends in one, the file's path with each
  /// segment percent-encoded, and `#L<line>`, as GitHub and GitLab blob URLs take it.
  static func source(_ location: SourceLocation, base: String) -> String {
    let path = location.file.split(separator: "/", omittingEmptySubsequences: true)
      .filter { $0 != "." }.map { percentEncoded(String($0)) }.joined(separator: "/")
    return base + (base.hasSuffix("/") ? "" : "/") + path + "#L\(location.line)"
  }

  /// `text` with every byte but ASCII letters, digits and `-_.!~*'()` percent-encoded, as
  /// JavaScript's `encodeURIComponent` writes it, so `decodeURIComponent` gives it back.
  static func percentEncoded(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      if ("a"..."z").contains(scalar)
        || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "-_.!~*'()".unicodeScalars.contains(scalar)
      {
        result.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }
}
