import Foundation
import TCAGraphSupport
import TreeIntrospect

/// Text made safe for one cell of a GitHub Markdown table: on one line, its hidden characters
/// escaped (``ReadableText/line(_:)``), and nothing in it that ends the cell or starts markup.
enum MarkdownCell {
  /// `text` in a code span: a pipe escaped (GitHub splits cells on it even there), and fences
  /// longer than any run of backticks inside.
  static func code(_ text: String) -> String {
    let line = ReadableText.line(text).replacingOccurrences(of: "|", with: "\\|")
    var longest = 0
    var run = 0
    for character in line {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padding = line.hasPrefix("`") || line.hasSuffix("`") ? " " : ""
    return fence + padding + line + padding + fence
  }

  /// `text` as plain words: every character Markdown or HTML would read as markup escaped.
  static func text(_ text: String) -> String {
    var escaped = ""
    for character in ReadableText.line(text) {
      if "\\`*_[]<>|#~!".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  /// `file:line`, linked to `linkBase/file#Lline` when a link base is given.
  static func location(_ location: SourceLocation?, linkBase: String?) -> String {
    guard let location else { return "" }
    let shown = "\(location.file):\(location.line)"
    guard let linkBase else { return code(shown) }
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "()"))
    let path = location.file.addingPercentEncoding(withAllowedCharacters: allowed) ?? location.file
    let base = linkBase.hasSuffix("/") ? String(linkBase.dropLast()) : linkBase
    return "[\(text(shown))](\(base)/\(path)#L\(location.line))"
  }
}
