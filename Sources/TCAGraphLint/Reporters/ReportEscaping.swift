import TCAGraphSupport

/// Escaping shared by the reporters, so a name or message from source code can never break the
/// structure of a report: split a diagnostic line or open an XML tag. (The Markdown report writes
/// its cells with ``MarkdownText``, as the diff comment does.)
///
/// Reports write control characters and bidirectional controls as Swift escapes (`\u{1B}`), which a reader can copy back
/// into a search; picture labels show them as Unicode control pictures instead
/// (``ControlCharacters``), which read better in a drawing.
enum ReportEscaping {
  /// `text` on one line (``ReadableText/line(_:)``): each control character (a newline, a tab,
  /// an escape) and bidirectional control written as a Swift escape (`\n`, `\u{1B}`,
  /// `\u{202E}`), so line-based readers such as Xcode see one diagnostic in reading order.
  static func singleLine(_ text: String) -> String {
    ReadableText.line(text)
  }

  /// `text` as XML character data or an attribute value (``MarkupEscaping``): markup characters
  /// as entities (`'` as `&apos;`), and control characters, which XML 1.0 cannot hold, and
  /// bidirectional controls as Swift escapes (`\u{1B}`, `\u{202E}`).
  static func xml(_ text: String) -> String {
    MarkupEscaping.escape(text, apostrophe: .namedReference) { character in
      var shown = ""
      for scalar in character.unicodeScalars {
        if ReadableText.isHidden(scalar) {
          shown += ReadableText.escape(scalar)
        } else {
          shown.unicodeScalars.append(scalar)
        }
      }
      return shown
    }
  }
}
