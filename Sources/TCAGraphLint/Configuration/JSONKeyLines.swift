import Foundation

/// Where a key is written in a JSON text, for messages that give the line of a configuration's
/// bad key. It reads the text as JSON, tracking which object each key belongs to, so a key path
/// matches only that key (not a string value, nor the same name in another object).
enum JSONKeyLines {
  /// The 1-based line of the key at `keyPath` (`["rules", "lane-violation"]`), or `nil` when the
  /// path is empty or not written as a chain of objects' keys.
  static func line(of keyPath: [String], in data: Data) -> Int? {
    guard !keyPath.isEmpty else { return nil }
    let bytes = [UInt8](data)
    // One entry per open object or array: the object's current key, or nil (arrays too).
    var open: [String?] = []
    var line = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"): line += 1
      case UInt8(ascii: "{"): open.append(nil)
      case UInt8(ascii: "["): open.append(nil)
      case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = open.popLast()
      case UInt8(ascii: "\""):
        let end = closingQuote(in: bytes, from: index)
        if isKey(bytes, after: end), !open.isEmpty,
          let key = try? JSONDecoder().decode(String.self, from: Data(bytes[index...end]))
        {
          open[open.count - 1] = key
          if open == keyPath.map(Optional.some) { return line }
        }
        index = end
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The index of the quote that closes the string opening at `start` (the last byte when the
  /// string is not closed).
  static func closingQuote(in bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == UInt8(ascii: "\"") { return index }
      index += 1
    }
    return bytes.count - 1
  }

  /// Whether the string ending at `end` is followed by a colon: an object's key.
  static func isKey(_ bytes: [UInt8], after end: Int) -> Bool {
    var index = end + 1
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: ":")
  }
}
