/// The one writer of text from the scanned sources (names, paths, routes, keys, and the messages
/// that hold them) into GitHub Markdown: the cells of `diff`'s comment and of lint's `markdown`
/// report, the headings of `render --format markdown`.
///
/// What it writes reads as written, stays on one line (``ReadableText/line(_:)``), cannot end a
/// table cell or open markup, and is inert on GitHub: it mentions nobody (`@octocat`,
/// `@org/team`), links no issue or pull request (`#12`, `GH-12`, `org/repo#12`), autolinks no URL
/// or address (`https://…`, `www.…`, `a@b.example`) and shows no emoji code (`:tada:`). GitHub
/// leaves code spans alone, so a name is written in one (``code(_:inTable:)``), and so is each
/// word of running text that could be read as any of those (``text(_:inTable:)``).
package enum MarkdownText {
  /// `text` in a code span: fenced by more backticks than any run inside it, padded with a space
  /// where the span would otherwise lose or misread its first or last character, and, in a table
  /// cell, each `|` escaped (GitHub splits cells on it even inside a span); empty for empty text.
  package static func code(_ text: String, inTable: Bool = true) -> String {
    var line = ReadableText.line(text)
    guard !line.isEmpty else { return "" }
    if inTable { line = line.replacingOccurrences(of: "|", with: "\\|") }
    var longest = 0
    var run = 0
    for character in line {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    // A span drops one space from each end when both ends have one, and a backtick at an end
    // would join the fence.
    let spaced = line.hasPrefix(" ") && line.hasSuffix(" ") && line.contains { $0 != " " }
    let padding = line.hasPrefix("`") || line.hasSuffix("`") || spaced ? " " : ""
    return fence + padding + line + padding + fence
  }

  /// `text` as running words: each word GitHub could make live (``isLive(_:)``) in a code span
  /// of its own, every other word with the characters Markdown, GitHub or HTML read as markup
  /// escaped with a backslash.
  package static func text(_ text: String, inTable: Bool = true) -> String {
    ReadableText.line(text).split(separator: " ", omittingEmptySubsequences: false).map { word in
      if isLive(word) { return code(String(word), inTable: inTable) }
      var escaped = ""
      for character in word {
        if markupCharacters.contains(character) { escaped.append("\\") }
        escaped.append(character)
      }
      return escaped
    }.joined(separator: " ")
  }

  /// The characters ``text(_:inTable:)`` escapes: emphasis, code, links and images, HTML and
  /// entities, table cells, headings, strikethrough and math.
  private static let markupCharacters: Set<Character> = [
    "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~", "!", "&", "$",
  ]

  /// Whether GitHub could turn `word` into a mention, a reference, a link or an emoji: it holds
  /// `@` or `#`, `://`, `www.`, an emoji code (`:name:`), or letters, a hyphen and a digit (`GH-1`,
  /// and the `JIRA-1` of a repository's own autolink references).
  package static func isLive(_ word: Substring) -> Bool {
    let characters = Array(word)
    if characters.contains(where: { $0 == "@" || $0 == "#" }) { return true }
    if word.contains("://") || word.lowercased().contains("www.") { return true }
    var openColon: Int?
    for (index, character) in characters.enumerated() {
      if character == ":" {
        if let open = openColon, index > open + 1 { return true }
        openColon = index
      } else if !(character.isASCII && (character.isLetter || character.isNumber))
        && !"_+-".contains(character)
      {
        openColon = nil
      }
      if character == "-", index > 0, index + 1 < characters.count,
        characters[index - 1].isASCII, characters[index - 1].isLetter,
        characters[index + 1].isASCII, characters[index + 1].isNumber
      {
        return true
      }
    }
    return false
  }
}
