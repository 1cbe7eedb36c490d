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
  ///
  /// Like all of this type, it reads scalars, not characters: a combining mark after a `|` or a
  /// backtick makes one character of the two, but Markdown still reads the `|` or the backtick.
  package static func code(_ text: String, inTable: Bool = true) -> String {
    let line = ReadableText.line(text)
    guard !line.isEmpty else { return "" }
    var body = String.UnicodeScalarView()
    var longest = 0
    var run = 0
    for scalar in line.unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longest = max(longest, run)
      if inTable, scalar == "|" { body.append("\\") }
      body.append(scalar)
    }
    let fence = String(repeating: "`", count: longest + 1)
    // A span drops one space from each end when both ends have one, and a backtick at an end
    // would join the fence.
    let first = body.first
    let last = body.last
    let spaced = first == " " && last == " " && body.contains { $0 != " " }
    let padding = first == "`" || last == "`" || spaced ? " " : ""
    return fence + padding + String(body) + padding + fence
  }

  /// `text` as running words: each word GitHub could make live (``isLive(_:)``) in a code span
  /// of its own, every other word with the characters Markdown, GitHub or HTML read as markup
  /// escaped with a backslash.
  package static func text(_ text: String, inTable: Bool = true) -> String {
    ReadableText.line(text).split(separator: " ", omittingEmptySubsequences: false).map { word in
      if isLive(word) { return code(String(word), inTable: inTable) }
      var escaped = String.UnicodeScalarView()
      for scalar in word.unicodeScalars {
        if markupScalars.contains(scalar) { escaped.append("\\") }
        escaped.append(scalar)
      }
      return String(escaped)
    }.joined(separator: " ")
  }

  /// The scalars ``text(_:inTable:)`` escapes: emphasis, code, links and images, HTML and
  /// entities, table cells, headings, strikethrough and math.
  private static let markupScalars: Set<Unicode.Scalar> = [
    "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~", "!", "&", "$",
  ]

  /// Whether GitHub could turn `word` into a mention, a reference, a link or an emoji: it holds
  /// `@` or `#`, `://`, `www.`, an emoji code (`:name:`), or a letter, a hyphen and a digit
  /// (`GH-1`, and the `JIRA-1` of a repository's own autolink references).
  package static func isLive(_ word: Substring) -> Bool {
    let scalars = Array(word.unicodeScalars)
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    func holds(_ part: String) -> Bool {
      let part = Array(part.unicodeScalars)
      return scalars.indices.contains { start in
        start + part.count <= scalars.count
          && part.indices.allSatisfy { offset in
            let scalar = scalars[start + offset]
            return scalar == part[offset] || String(scalar).lowercased() == String(part[offset])
          }
      }
    }
    if scalars.contains(where: { $0 == "@" || $0 == "#" }) || holds("://") || holds("www.") {
      return true
    }
    var openColon: Int?
    for (index, scalar) in scalars.enumerated() {
      if scalar == ":" {
        if let open = openColon, index > open + 1 { return true }
        openColon = index
      } else if !(isLetter(scalar) || isDigit(scalar) || "_+-".unicodeScalars.contains(scalar)) {
        openColon = nil
      }
      if scalar == "-", index > 0, index + 1 < scalars.count, isLetter(scalars[index - 1]),
        isDigit(scalars[index + 1])
      {
        return true
      }
    }
    return false
  }
}
