import SwiftSyntax

/// One `tca-graph:` directive in a comment: `// tca-graph:disable:next rule-id - reason`.
///
/// Directives are read from the comments of a file's syntax tree, never from its raw text, so a
/// string literal holding one (`"// tca-graph:disable-file all"`) suppresses nothing.
struct SuppressionDirective: Codable, Equatable, Sendable {
  /// What a directive silences.
  enum Kind: Codable, Equatable, Sendable {
    /// `disable:next`: the line after the comment.
    case nextLine
    /// `disable-this-line`: the comment's own line.
    case thisLine
    /// `disable-file`: the whole file.
    case file
  }

  /// The comment prefix every directive starts with.
  static let prefix = "tca-graph:"

  var kind: Kind
  /// The 1-based line the comment is on.
  var line: Int
  /// The rule ids listed, or `all` when none is.
  var rules: Set<String>

  /// The directives in the comments of a parsed file, in source order.
  static func directives(in tree: some SyntaxProtocol, lines: LineTable) -> [SuppressionDirective] {
    var found: [SuppressionDirective] = []
    func read(_ trivia: Trivia, from start: AbsolutePosition) {
      var offset = start.utf8Offset
      for piece in trivia {
        defer { offset += piece.sourceLength.utf8Length }
        guard let comment = commentText(piece), comment.contains(prefix) else { continue }
        let first = lines.location(ofUTF8Offset: offset).line
        let commentLines = comment.split(
          omittingEmptySubsequences: false,
          whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        for (index, text) in commentLines.enumerated() {
          if let directive = directive(in: text, line: first + index) { found.append(directive) }
        }
      }
    }
    for token in tree.tokens(viewMode: .sourceAccurate) {
      read(token.leadingTrivia, from: token.position)
      read(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
    }
    return found
  }

  /// The directive on one line of a comment, if it holds one: the prefix right after `//` (and
  /// blanks), then a command and the rule ids, separated by blanks or commas, up to ` - reason`.
  static func directive(in line: Substring, line number: Int) -> SuppressionDirective? {
    guard let marker = line.range(of: prefix) else { return nil }
    let before = line[..<marker.lowerBound].reversed().drop { $0 == " " || $0 == "\t" }
    guard before.starts(with: "//") else { return nil }
    let body = line[marker.upperBound...]
    let withoutReason = body.range(of: " - ").map { body[..<$0.lowerBound] } ?? body
    let words = withoutReason.split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
    let kind: Kind
    switch words.first {
    case "disable:next": kind = .nextLine
    case "disable-this-line": kind = .thisLine
    case "disable-file": kind = .file
    default: return nil
    }
    let rules = Set(words.dropFirst())
    return SuppressionDirective(kind: kind, line: number, rules: rules.isEmpty ? ["all"] : rules)
  }

  private static func commentText(_ piece: TriviaPiece) -> String? {
    switch piece {
    case .lineComment(let text), .docLineComment(let text), .blockComment(let text),
      .docBlockComment(let text):
      return text
    default: return nil
    }
  }
}
