/// Breaks Swift source the ways real files break: lines deleted, duplicated or swapped, the file
/// cut short, brackets opened and never closed, a byte-order mark or NUL in the middle, bytes
/// that are not UTF-8, a string or comment left open.
enum SourceMutator {
  /// What one mutation does.
  enum Kind: CaseIterable {
    case deleteLine, duplicateLine, swapLines, truncate, openBrackets, closeBrackets
    case byteOrderMark, nul, invalidUTF8, openString, openComment, deleteBytes, repeatLine
  }

  /// `source` with one to three random mutations.
  static func mutate(_ source: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
    var bytes = source
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      bytes = apply(Kind.allCases.randomElement(using: &generator)!, to: bytes, using: &generator)
    }
    return bytes
  }

  static func apply(_ kind: Kind, to source: [UInt8], using generator: inout SeededGenerator)
    -> [UInt8]
  {
    var lines = source.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    let position = source.isEmpty ? 0 : Int.random(in: 0...source.count, using: &generator)
    func insert(_ inserted: [UInt8]) -> [UInt8] {
      Array(source[..<position]) + inserted + Array(source[position...])
    }
    func randomLine() -> Int { Int.random(in: 0..<max(lines.count, 1), using: &generator) }
    guard !lines.isEmpty else { return source }
    switch kind {
    case .deleteLine:
      lines.remove(at: randomLine())
    case .duplicateLine:
      let line = randomLine()
      lines.insert(lines[line], at: line)
    case .swapLines:
      lines.swapAt(randomLine(), randomLine())
    case .repeatLine:
      let line = randomLine()
      lines.insert(
        contentsOf: repeatElement(lines[line], count: Int.random(in: 2...200, using: &generator)),
        at: line)
    case .truncate:
      return Array(source[..<position])
    case .openBrackets:
      let bracket = Array("([{".utf8).randomElement(using: &generator)!
      return insert(Array(repeating: bracket, count: Int.random(in: 1...300, using: &generator)))
    case .closeBrackets:
      let bracket = Array(")]}".utf8).randomElement(using: &generator)!
      return insert(Array(repeating: bracket, count: Int.random(in: 1...50, using: &generator)))
    case .byteOrderMark:
      return insert([0xEF, 0xBB, 0xBF])
    case .nul:
      return insert([0x00])
    case .invalidUTF8:
      return insert([0xFF, 0xC3])
    case .openString:
      return insert(Array(["\"", "\"\"\"", "#\"", "\\("].randomElement(using: &generator)!.utf8))
    case .openComment:
      return insert(Array(["/*", "//", "#if X", "@", "`"].randomElement(using: &generator)!.utf8))
    case .deleteBytes:
      let end = min(source.count, position + Int.random(in: 1...40, using: &generator))
      return Array(source[..<position]) + Array(source[end...])
    }
    return Array(lines.joined(separator: [0x0A]))
  }
}
