import TCAGraphSupport

/// The modules a file imports, read line by line without parsing, for a file the pre-filter skips:
/// its imports still decide what the other files of its module see (`@_exported import Shared`).
///
/// An import is a line that starts, after blanks, attributes (`@testable`, `@_exported`) and an
/// access level (`public`, `internal`, …), with `import`, then an optional kind (`struct`, `func`,
/// …), then the module, whose first component is what the parse records. A file whose lines cannot
/// be read so with certainty (one holding a multi-line string or a block comment, or a line with
/// the word `import` that is no such declaration: `import A; import B`, a string) gives `nil`,
/// and is parsed.
package enum ImportLines {
  private static let modifiers: Set<Substring> = [
    "public", "package", "internal", "fileprivate", "private", "open",
  ]
  private static let kinds: Set<Substring> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// The imported modules of the file whose UTF-8 text is `bytes`, or `nil`.
  static func modules(in bytes: [UInt8]) -> Set<String>? {
    let newline = UInt8(ascii: "\n")
    return bytes.withUnsafeBufferPointer { buffer -> Set<String>? in
      for pattern in ["\"\"\"", "/*"] where ByteSearch.first(Array(pattern.utf8), in: buffer) != nil
      {
        return nil
      }
      var modules: Set<String> = []
      var searchFrom = 0
      let word = Array("import".utf8)
      while let found = ByteSearch.first(word, in: buffer, from: searchFrom) {
        var start = found
        while start > 0, buffer[start - 1] != newline { start -= 1 }
        var end = found
        while end < buffer.count, buffer[end] != newline { end += 1 }
        searchFrom = end
        let line = String(
          decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        switch module(inLine: line[...]) {
        case .module(let name): modules.insert(name)
        case .unsure: return nil
        case .none: continue
        }
      }
      return modules
    }
  }

  private enum LineReading {
    case module(String)
    /// The line holds `import` as a word but is no import declaration this reading knows.
    case unsure
    case none
  }

  /// What one line holding the bytes `import` says.
  private static func module(inLine text: Substring) -> LineReading {
    let code = text.range(of: "//").map { text[..<$0.lowerBound] } ?? text
    var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
    while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
      words = words.dropFirst()
    }
    guard words.first == "import" else { return holdsImportWord(code) ? .unsure : .none }
    words = words.dropFirst()
    if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
    guard words.count == 1, let path = words.first,
      path.allSatisfy({ $0 == "." || $0.utf8.allSatisfy(LexicalSummary.isIdentifierByte) }),
      let module = path.split(separator: ".").first
    else { return .unsure }
    return .module(String(module))
  }

  /// Whether `code` holds `import` as a word of its own.
  private static func holdsImportWord(_ code: Substring) -> Bool {
    var rest = code[...]
    while let found = rest.range(of: "import") {
      let before = rest[..<found.lowerBound].utf8.last
      let after = rest[found.upperBound...].utf8.first
      if !(before.map(LexicalSummary.isIdentifierByte) ?? false)
        && !(after.map(LexicalSummary.isIdentifierByte) ?? false)
      {
        return true
      }
      rest = rest[found.upperBound...]
    }
    return false
  }
}
