/// How deeply a file's brackets nest, measured on its bytes before parsing (strings and comments
/// skipped), so files that would make SwiftParser take exponential time or overflow its stack are
/// skipped with a warning instead.
package struct NestingMeasure {
  /// The deepest nesting of `(`, `[` and `{` together.
  package private(set) var depth = 0
  /// The deepest nesting of `[` alone (array and dictionary literals, subscripts).
  package private(set) var bracketDepth = 0

  /// Deeper `[` nesting than this makes SwiftParser's lookahead take seconds to minutes.
  static let bracketLimit = 14
  /// Deeper nesting than this is no hand-written code; the parser would recurse that deep.
  static let depthLimit = 256

  /// Measures `text`.
  package init(_ text: String) {
    var stack: [UInt8] = []
    var brackets = 0
    var bytes = Array(text.utf8)[...]
    while let byte = bytes.popFirst() {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
        stack.append(byte)
        depth = max(depth, stack.count)
        if byte == UInt8(ascii: "[") {
          brackets += 1
          bracketDepth = max(bracketDepth, brackets)
        }
      case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
        if stack.popLast() == UInt8(ascii: "[") { brackets -= 1 }
      case UInt8(ascii: "\""):
        Self.skipString(&bytes)
      case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "/"):
        while let next = bytes.popFirst(), next != UInt8(ascii: "\n") {}
      case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "*"):
        bytes.removeFirst()
        while let next = bytes.popFirst() {
          if next == UInt8(ascii: "*"), bytes.first == UInt8(ascii: "/") {
            bytes.removeFirst()
            break
          }
        }
      default:
        continue
      }
    }
  }

  /// Whether the file is too deeply nested to parse safely.
  package var isTooDeep: Bool { bracketDepth > Self.bracketLimit || depth > Self.depthLimit }

  /// Skips a string literal whose opening quote was read (a `"""` one too), escapes included.
  private static func skipString(_ bytes: inout ArraySlice<UInt8>) {
    let quote = UInt8(ascii: "\"")
    if bytes.prefix(2).elementsEqual([quote, quote]) {
      bytes.removeFirst(2)
      while !bytes.isEmpty {
        if bytes.prefix(3).elementsEqual([quote, quote, quote]) {
          bytes.removeFirst(3)
          return
        }
        if bytes.removeFirst() == UInt8(ascii: "\\") { _ = bytes.popFirst() }
      }
      return
    }
    while let next = bytes.popFirst() {
      if next == UInt8(ascii: "\\") {
        _ = bytes.popFirst()
      } else if next == quote || next == UInt8(ascii: "\n") {
        return
      }
    }
  }
}
