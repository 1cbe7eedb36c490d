/// A value of an old-style (OpenStep) ASCII property list, the format of `project.pbxproj`.
enum PropertyList: Sendable, Equatable {
  case string(String)
  case data([UInt8])
  case array([PropertyList])
  case dictionary([String: PropertyList])

  /// The string, when this is one.
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, when this is an array.
  var array: [PropertyList]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The entries, when this is a dictionary.
  var dictionary: [String: PropertyList]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// The value under `key`, when this is a dictionary holding it.
  subscript(key: String) -> PropertyList? { dictionary?[key] }
}

/// Why a property list could not be read: what was expected, and on which line.
package struct PropertyListError: Error, Equatable, CustomStringConvertible {
  var line: Int
  var message: String

  package var description: String { "line \(line): \(message)" }
}

/// A recursive-descent parser for old-style ASCII property lists: `{ key = value; }`, `( a, b, )`,
/// quoted and unquoted strings, `<hex data>`, and `/* */` and `//` comments.
///
/// Foundation's `PropertyListSerialization` reads `project.pbxproj` files
/// (``PropertyList/reading(projectFile:)``); this parser reads only the ones it rejects, to say
/// what is wrong on which line.
package struct PropertyListParser {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  /// The dictionaries and arrays being read, innermost last: what they are and their first line.
  private var open: [(kind: String, line: Int)] = []
  /// How deep dictionaries and arrays may nest (as `JSONSerialization`'s limit), so a hostile
  /// file is an error rather than a stack overflow; a `project.pbxproj` nests a few levels.
  static let maximumDepth = 512

  private init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Parses `text`, which must hold exactly one value (comments and whitespace around it).
  static func parse(_ text: String) throws(PropertyListError) -> PropertyList {
    var parser = PropertyListParser(text)
    let value = try parser.value()
    try parser.skipTrivia()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected '\(parser.character)' after the top-level value")
    }
    return value
  }

  /// One value: a dictionary, an array, data or a string.
  private mutating func value() throws(PropertyListError) -> PropertyList {
    try skipTrivia()
    guard index < bytes.count else { throw endOfFile() }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try dictionary()
    case UInt8(ascii: "("): return try array()
    case UInt8(ascii: "<"): return try data()
    default: return .string(try string())
    }
  }

  /// `{ key = value; ... }`.
  private mutating func dictionary() throws(PropertyListError) -> PropertyList {
    try enter("dictionary")
    index += 1
    var entries: [String: PropertyList] = [:]
    while true {
      try skipTrivia()
      guard index < bytes.count else { throw endOfFile() }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        open.removeLast()
        return .dictionary(entries)
      }
      let key = try string()
      try expect("=", after: "key '\(key)'")
      entries[key] = try value()
      try expect(";", after: "the value of '\(key)'")
    }
  }

  /// `( value, value, ... )`, a trailing comma allowed.
  private mutating func array() throws(PropertyListError) -> PropertyList {
    try enter("array")
    index += 1
    var elements: [PropertyList] = []
    while true {
      try skipTrivia()
      guard index < bytes.count else { throw endOfFile() }
      if bytes[index] == UInt8(ascii: ")") {
        index += 1
        open.removeLast()
        return .array(elements)
      }
      elements.append(try value())
      try skipTrivia()
      guard index < bytes.count, bytes[index] != UInt8(ascii: ")") else { continue }
      try expect(",", after: "an array element")
    }
  }

  /// Opens a dictionary or an array, unless that nests them deeper than ``maximumDepth``.
  private mutating func enter(_ kind: String) throws(PropertyListError) {
    guard open.count < Self.maximumDepth else {
      throw error("arrays and dictionaries nested more than \(Self.maximumDepth) levels deep")
    }
    open.append((kind, line))
  }

  /// `<0fa1 b2>`: pairs of hex digits, whitespace between them ignored.
  private mutating func data() throws(PropertyListError) -> PropertyList {
    index += 1
    var digits: [UInt8] = []
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
      let byte = bytes[index]
      if byte == 0x0A { line += 1 }
      if let digit = Self.hexValue(byte) {
        digits.append(digit)
      } else if !Self.isWhitespace(byte) {
        throw error("unexpected '\(character)' in data")
      }
      index += 1
    }
    guard index < bytes.count else { throw endOfFile() }
    index += 1
    guard digits.count.isMultiple(of: 2) else { throw error("data has an odd number of digits") }
    return .data(stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] })
  }

  /// A quoted string (with escapes) or an unquoted one.
  private mutating func string() throws(PropertyListError) -> String {
    guard index < bytes.count else { throw endOfFile() }
    if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
      return try quotedString()
    }
    let start = index
    while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
    guard index > start else { throw error("unexpected '\(character)'") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// A string in double (or single) quotes; `\"`, `\\`, `\n`, `\t`, `\Uxxxx` and octal escapes.
  /// A `\U` surrogate pair is one character; half of one alone is U+FFFD.
  private mutating func quotedString() throws(PropertyListError) -> String {
    let quote = bytes[index]
    let opening = line
    index += 1
    var utf8: [UInt8] = []
    var pendingHighSurrogate: UInt32?
    /// A high surrogate not followed by a low one stands for nothing: a replacement character.
    func flushPendingSurrogate() {
      guard pendingHighSurrogate != nil else { return }
      utf8.append(contentsOf: "\u{FFFD}".utf8)
      pendingHighSurrogate = nil
    }
    while true {
      guard index < bytes.count else {
        throw PropertyListError(line: opening, message: "a string starting here is not closed")
      }
      let byte = bytes[index]
      index += 1
      if byte == quote {
        flushPendingSurrogate()
        break
      }
      if byte == 0x0A { line += 1 }
      guard byte == UInt8(ascii: "\\") else {
        flushPendingSurrogate()
        utf8.append(byte)
        continue
      }
      guard index < bytes.count else {
        throw PropertyListError(line: opening, message: "a string starting here is not closed")
      }
      let escaped = bytes[index]
      index += 1
      if escaped == UInt8(ascii: "U") || escaped == UInt8(ascii: "u") {
        let unit = try hexCodeUnit()
        if let high = pendingHighSurrogate, (0xDC00..<0xE000).contains(unit) {
          pendingHighSurrogate = nil
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00))
          utf8.append(contentsOf: String(scalar ?? "\u{FFFD}").utf8)
          continue
        }
        flushPendingSurrogate()
        if (0xD800..<0xDC00).contains(unit) {
          pendingHighSurrogate = unit
          continue
        }
        utf8.append(contentsOf: String(Unicode.Scalar(unit) ?? "\u{FFFD}").utf8)
        continue
      }
      flushPendingSurrogate()
      if let digit = Self.octalValue(escaped) {
        var value = UInt32(digit)
        for _ in 0..<2 {
          guard index < bytes.count, let next = Self.octalValue(bytes[index]) else { break }
          value = value * 8 + UInt32(next)
          index += 1
        }
        utf8.append(contentsOf: String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
        continue
      }
      if escaped == 0x0A { line += 1 }
      utf8.append(Self.unescaped(escaped))
    }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// The four hex digits after `\U`.
  private mutating func hexCodeUnit() throws(PropertyListError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
        throw error("'\\U' must be followed by four hex digits")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// Skips `symbol` (after trivia), or fails saying what it should have followed.
  private mutating func expect(_ symbol: Unicode.Scalar, after what: String)
    throws(PropertyListError)
  {
    try skipTrivia()
    guard index < bytes.count else { throw endOfFile() }
    guard bytes[index] == UInt8(ascii: symbol) else {
      throw error("expected '\(symbol)' after \(what), found '\(character)'")
    }
    index += 1
  }

  /// Skips whitespace and comments, counting lines.
  private mutating func skipTrivia() throws(PropertyListError) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        index += 1
      } else if Self.isWhitespace(byte) {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        let opening = line
        index += 2
        while index < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
            && bytes[index + 1] == UInt8(ascii: "/"))
        {
          if bytes[index] == 0x0A { line += 1 }
          index += 1
        }
        guard index < bytes.count else {
          throw PropertyListError(line: opening, message: "a comment starting here is not closed")
        }
        index += 2
      } else {
        return
      }
    }
  }

  /// The character at the current position, for messages: all the bytes of its UTF-8 scalar.
  private var character: String {
    guard index < bytes.count else { return "" }
    let lead = bytes[index]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    return String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self)
  }

  /// The error for a file that ends too early: at the innermost dictionary or array still open,
  /// the likely place of a missing `}` or `)`.
  private func endOfFile() -> PropertyListError {
    guard let innermost = open.last else {
      return error("the file ends where a value is expected")
    }
    return PropertyListError(
      line: innermost.line,
      message: "the \(innermost.kind) opened on this line is not closed before the end of the file")
  }

  /// An error at the current line.
  private func error(_ message: String) -> PropertyListError {
    PropertyListError(line: line, message: message)
  }

  /// Whether `byte` may appear in an unquoted string.
  private static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "_$/:.-".utf8.contains(byte)
    }
  }

  /// Whether `byte` is a space, tab or line break.
  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
  }

  /// The value of a hex digit.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// The value of an octal digit.
  private static func octalValue(_ byte: UInt8) -> UInt8? {
    (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) ? byte - UInt8(ascii: "0") : nil
  }

  /// The byte a one-character escape stands for (`\n`, `\t`, …; others stand for themselves).
  private static func unescaped(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "n"): return 0x0A
    case UInt8(ascii: "t"): return 0x09
    case UInt8(ascii: "r"): return 0x0D
    case UInt8(ascii: "a"): return 0x07
    case UInt8(ascii: "b"): return 0x08
    case UInt8(ascii: "f"): return 0x0C
    case UInt8(ascii: "v"): return 0x0B
    default: return byte
    }
  }
}
