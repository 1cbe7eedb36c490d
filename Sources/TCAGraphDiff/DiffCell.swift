import Foundation
import TCAGraphSupport
import TreeIntrospect

/// One cell of a ``DiffMarkdown`` table, kept as its parts until it is written, so that a row too
/// long for the comment can be written shorter without cutting a code span or a link in two.
///
/// Text from the sources is written as ``MarkdownText`` writes it: names in code spans, running
/// text with each word GitHub could make live in one; tca-graph's own words as they are.
struct DiffCell: Sendable, ExpressibleByStringLiteral {
  enum Part: Sendable {
    /// tca-graph's own words and markup (a kind of change, `all of `, `**`), never shortened.
    case words(String)
    /// Running text from the sources: a finding's message.
    case text(String)
    /// A name from the sources, in a code span.
    case code(String)
    /// `file:line` in a code span, linked under a link base.
    case place(SourceLocation, linkBase: String?)
  }

  var parts: [Part]

  init(_ parts: [Part]) { self.parts = parts }

  init(stringLiteral words: String) { self.init([.words(words)]) }

  static func words(_ words: String) -> DiffCell { DiffCell([.words(words)]) }
  static func text(_ text: String) -> DiffCell { DiffCell([.text(text)]) }
  static func code(_ name: String) -> DiffCell { DiffCell([.code(name)]) }

  /// The place `location`, or an empty cell when there is none.
  static func place(_ location: SourceLocation?, linkBase: String?) -> DiffCell {
    DiffCell(location.map { [.place($0, linkBase: linkBase)] } ?? [])
  }

  /// This cell, then `cell`.
  static func + (cell: DiffCell, other: DiffCell) -> DiffCell {
    DiffCell(cell.parts + other.parts)
  }

  /// The cell's Markdown; with a `width`, each text, name and path of more characters shown by
  /// ``LabelText/shortened(_:to:)``, and a shortened place not linked (its link would be as long
  /// as the path).
  func markdown(shortenedTo width: Int? = nil) -> String {
    func cut(_ text: String) -> String { width.map { LabelText.shortened(text, to: $0) } ?? text }
    return parts.map { part in
      switch part {
      case .words(let words): words
      case .text(let text): MarkdownText.text(cut(text))
      case .code(let name): MarkdownText.code(cut(name))
      case .place(let location, let linkBase):
        Self.place(location, file: cut(location.file), linkBase: linkBase)
      }
    }.joined()
  }

  /// `file:line` in a code span, linked to `linkBase/file#Lline` when a link base is given and
  /// `file` is the location's whole path.
  private static func place(_ location: SourceLocation, file: String, linkBase: String?) -> String {
    let shown = MarkdownText.code("\(file):\(location.line)")
    guard let linkBase, file == location.file else { return shown }
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "()"))
    let path = location.file.addingPercentEncoding(withAllowedCharacters: allowed) ?? location.file
    let base = linkBase.hasSuffix("/") ? String(linkBase.dropLast()) : linkBase
    return "[\(shown)](\(destination(base))/\(path)#L\(location.line))"
  }

  /// `base` with each character that would end a Markdown link destination or a table cell
  /// there (`|`, `(`, `)`, `<`, `>`, `\`, a backtick, a space or a control) percent-encoded.
  private static func destination(_ base: String) -> String {
    var result = ""
    for scalar in base.unicodeScalars {
      if scalar.value <= 0x20 || scalar.value == 0x7F || "|()<>\\`".unicodeScalars.contains(scalar)
      {
        for byte in String(scalar).utf8 { result += String(format: "%%%02X", byte) }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Array where Element == DiffCell {
  /// The cells one after another, `separator` (tca-graph's words) between each two.
  func joined(_ separator: String) -> DiffCell {
    DiffCell(
      enumerated().flatMap { index, cell in (index == 0 ? [] : [.words(separator)]) + cell.parts })
  }
}
