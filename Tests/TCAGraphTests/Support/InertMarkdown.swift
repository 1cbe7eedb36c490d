/// What GitHub could make live in Markdown: the text outside its code spans (which GitHub leaves
/// alone), searched for mentions, issue references and bare URLs.
enum InertMarkdown {
  /// `markdown` without its code spans (a run of backticks up to the next run of as many, as
  /// CommonMark pairs them; a backslash-escaped backtick opens none) and without the link
  /// destinations that start with `linkBase`.
  static func outsideCodeSpans(_ markdown: String, linkBase: String? = nil) -> String {
    var text = markdown
    if let linkBase {
      while let start = text.range(of: "](" + linkBase),
        let end = text[start.upperBound...].firstIndex(of: ")")
      {
        text.replaceSubrange(start.lowerBound...end, with: "]")
      }
    }
    let characters = Array(text)
    func run(at index: Int) -> Int {
      var end = index
      while end < characters.count, characters[end] == "`" { end += 1 }
      return end - index
    }
    var result = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count {
        result.append(character)
        result.append(characters[index + 1])
        index += 2
      } else if character == "`" {
        let length = run(at: index)
        var close = index + length
        while close < characters.count, characters[close] != "`" || run(at: close) != length {
          close += characters[close] == "`" ? run(at: close) : 1
        }
        if close < characters.count {
          index = close + length
        } else {
          result += String(repeating: "`", count: length)
          index += length
        }
      } else {
        result.append(character)
        index += 1
      }
    }
    return result
  }

  /// Each `@` before a letter or digit, `#` before a digit, `http`, `www.` and `GH-` in the text
  /// of `markdown` outside its code spans, with the characters after it, for a message.
  static func live(in markdown: String, linkBase: String? = nil) -> [String] {
    let characters = Array(outsideCodeSpans(markdown, linkBase: linkBase))
    var found: [String] = []
    for index in characters.indices {
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      let rest = String(characters[index..<min(index + 12, characters.count)])
      let lowered = rest.lowercased()
      if (characters[index] == "@" && (next.isLetter || next.isNumber))
        || (characters[index] == "#" && next.isNumber) || lowered.hasPrefix("http")
        || lowered.hasPrefix("www.") || lowered.hasPrefix("gh-")
      {
        found.append(rest)
      }
    }
    return found
  }
}
