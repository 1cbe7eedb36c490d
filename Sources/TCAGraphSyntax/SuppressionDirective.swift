internal import SwiftParser
internal import SwiftSyntax
internal import TCAGraphSupport

/// One `tca-graph:` directive in a comment, spelt as SwiftLint's:
/// `// tca-graph:disable:next rule-id - reason`.
///
/// Directives are read from the comments of a file's syntax tree, never from its raw text, so a
/// string literal holding one (`"// tca-graph:disable all"`) suppresses nothing. A comment that
/// starts with the prefix but whose command is not one of ``Kind`` is kept as
/// ``Kind/unknown(_:)``, so lint can report it rather than silently ignore it.
package struct SuppressionDirective: Codable, Equatable, Sendable {
  /// What a directive does.
  package enum Kind: Codable, Equatable, Sendable {
    /// `disable:next`: silences the line after the comment.
    case next
    /// `disable:this`: silences the comment's own line.
    case this
    /// `disable:previous`: silences the line before the comment.
    case previous
    /// `disable`: silences from the comment's line to the matching `enable` or the file's end.
    case disable
    /// `enable`: ends a `disable` region after the comment's line.
    case enable
    /// A command that is none of the above, as written (`disable-next`).
    case unknown(String)
  }

  /// The comment prefix every directive starts with.
  package static let prefix = "tca-graph:"

  /// Every command, as written after the prefix.
  package static let commands: [(spelling: String, kind: Kind)] = [
    ("disable:next", .next), ("disable:this", .this), ("disable:previous", .previous),
    ("disable", .disable), ("enable", .enable),
  ]

  package var kind: Kind
  /// The 1-based line the directive is on.
  package var line: Int
  /// The 1-based column of the comment, for a directive on a comment's first line; else 1.
  package var column: Int
  /// The rule ids listed (`all` among them for every rule); empty when none is.
  package var rules: [String]

  /// The command as written after the prefix (`disable:next`).
  package var command: String {
    if case .unknown(let written) = kind { return written }
    return Self.commands.first { $0.kind == kind }?.spelling ?? ""
  }

  /// The directives in the comments of a parsed file, in source order.
  /// The directives in the comments of `source`, parsing it; a text nested too deep to parse
  /// (see ``NestingMeasure``), which the scan skips too, has none.
  package static func directives(inSource source: String) -> [SuppressionDirective] {
    guard !NestingMeasure(source).isTooDeep else { return [] }
    return directives(in: Parser.parse(source: source), text: source, lines: LineTable(source))
  }

  /// The directives in the comments of `tree`, parsed from `text`. A text without the prefix
  /// holds none, so most files cost no walk over their tokens (on the swift-syntax package route
  /// that walk was a tenth of a scan).
  static func directives(
    in tree: some SyntaxProtocol, text: String, lines: LineTable
  ) -> [SuppressionDirective] {
    guard mentionsPrefix(text) else { return [] }
    var found: [SuppressionDirective] = []
    func read(_ trivia: Trivia, from start: AbsolutePosition) {
      var offset = start.utf8Offset
      for piece in trivia {
        defer { offset += piece.sourceLength.utf8Length }
        guard let comment = commentText(piece), comment.contains(prefix) else { continue }
        let (first, column) = lines.location(ofUTF8Offset: offset)
        let commentLines = comment.split(
          omittingEmptySubsequences: false,
          whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        for (index, text) in commentLines.enumerated() {
          if let directive = directive(
            in: text, line: first + index, column: index == 0 ? column : 1)
          {
            found.append(directive)
          }
        }
      }
    }
    for token in tree.tokens(viewMode: .sourceAccurate) {
      read(token.leadingTrivia, from: token.position)
      read(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
    }
    return found
  }

  /// Whether `text` holds the prefix anywhere, compared byte by byte (Foundation's
  /// `contains` converts the whole file to UTF-16 first).
  private static func mentionsPrefix(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { ByteSearch.first(prefixBytes, in: $0) != nil }
  }

  private static let prefixBytes = Array(prefix.utf8)

  /// The directive on one line of a comment, if it holds one: the prefix right after `//` (and
  /// blanks), then a command and the rule ids, separated by blanks or commas, up to ` - reason`.
  static func directive(in line: Substring, line number: Int, column: Int = 1)
    -> SuppressionDirective?
  {
    guard let marker = line.range(of: prefix) else { return nil }
    let before = line[..<marker.lowerBound].reversed().drop { $0 == " " || $0 == "\t" }
    guard before.starts(with: "//") else { return nil }
    let body = line[marker.upperBound...]
    let withoutReason = body.range(of: " - ").map { body[..<$0.lowerBound] } ?? body
    let words = withoutReason.split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
    guard let written = words.first else {
      return SuppressionDirective(kind: .unknown(""), line: number, column: column, rules: [])
    }
    let kind = commands.first { $0.spelling == written }?.kind ?? .unknown(written)
    return SuppressionDirective(
      kind: kind, line: number, column: column, rules: Array(words.dropFirst()))
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
