import Foundation
import TCAGraphSupport
import TreeIntrospect

/// Text made safe for one cell of a GitHub Markdown table, and inert there, as
/// ``MarkdownText`` writes it: names in code spans, running text with its live words in them.
enum MarkdownCell {
  /// `text` in a code span (``MarkdownText/code(_:inTable:)``).
  static func code(_ text: String) -> String { MarkdownText.code(text) }

  /// `text` as running words (``MarkdownText/text(_:inTable:)``).
  static func text(_ text: String) -> String { MarkdownText.text(text) }

  /// `file:line` in a code span, linked to `linkBase/file#Lline` when a link base is given.
  static func location(_ location: SourceLocation?, linkBase: String?) -> String {
    guard let location else { return "" }
    let shown = "\(location.file):\(location.line)"
    guard let linkBase else { return code(shown) }
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "()"))
    let path = location.file.addingPercentEncoding(withAllowedCharacters: allowed) ?? location.file
    let base = linkBase.hasSuffix("/") ? String(linkBase.dropLast()) : linkBase
    return "[\(code(shown))](\(base)/\(path)#L\(location.line))"
  }
}
