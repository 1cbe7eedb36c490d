/// The modules a file imports, read line by line without parsing, for a file the pre-filter skips:
/// its imports still decide what the other files of its module see (`@_exported import Shared`).
///
/// An import is a line that starts, after blanks, attributes (`@testable`, `@_exported`) and an
/// access level (`public`, `internal`, …), with `import`, then an optional kind (`struct`, `func`,
/// …), then the module, whose first component is what the parse records. A file whose lines cannot
/// be read so with certainty (one holding a multi-line string, a block comment, a raw string, a
/// backquoted name or a `;`, or the word `import` anywhere else in its code) gives `nil`, and is
/// parsed.
enum ImportLines {
  private static let modifiers: Set<Substring> = [
    "public", "package", "internal", "fileprivate", "private", "open",
  ]
  private static let kinds: Set<Substring> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// The imported modules of the file whose UTF-8 text is `bytes`, or `nil`.
  static func modules(in bytes: [UInt8]) -> Set<String>? {
    let unsure: [[UInt8]] = ["\"\"\"", "/*", "#\"", "`", ";"].map { Array($0.utf8) }
    for pattern in unsure where contains(bytes, pattern) { return nil }
    var modules: Set<String> = []
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      let text = Substring(decoding: line, as: UTF8.self)
      let code = text.range(of: "//").map { text[..<$0.lowerBound] } ?? text
      var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
      while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
        words = words.dropFirst()
      }
      guard words.first == "import" else {
        if holdsImportWord(code) { return nil }
        continue
      }
      words = words.dropFirst()
      if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
      guard words.count == 1, let path = words.first,
        path.allSatisfy({ $0 == "." || $0.utf8.allSatisfy(LexicalSummary.isIdentifierByte) }),
        let module = path.split(separator: ".").first
      else { return nil }
      modules.insert(String(module))
    }
    return modules
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

  private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
    guard bytes.count >= pattern.count else { return false }
    for start in 0...(bytes.count - pattern.count)
    where bytes[start] == pattern[0] && bytes[start..<start + pattern.count].elementsEqual(pattern)
    {
      return true
    }
    return false
  }
}
