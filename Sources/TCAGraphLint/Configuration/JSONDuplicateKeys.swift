import Foundation

/// A key written twice in one object of a JSON text, which a JSON reader takes silently, keeping
/// one of the two: a configuration whose `budgets` or `rules` are written twice would run with
/// whichever it kept, and `--write-budgets` would edit the other.
enum JSONDuplicateKeys {
  /// The first key written a second time in the same object: its key path and the lines of both.
  static func first(in data: Data) -> (keyPath: [String], lines: (Int, Int))? {
    let bytes = [UInt8](data)
    // One entry per open object or array: the key being read (`nil` in an array) and, for an
    // object, the lines its keys were written on.
    var open: [(key: String?, seen: [String: Int]?)] = []
    var line = 1
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"): line += 1
      case UInt8(ascii: "{"): open.append((nil, [:]))
      case UInt8(ascii: "["): open.append((nil, nil))
      case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = open.popLast()
      case UInt8(ascii: "\""):
        let end = JSONKeyLines.closingQuote(in: bytes, from: index)
        if JSONKeyLines.isKey(bytes, after: end), let last = open.indices.last,
          open[last].seen != nil,
          let key = try? JSONDecoder().decode(String.self, from: Data(bytes[index...end]))
        {
          open[last].key = key
          if let earlier = open[last].seen?[key] {
            return (open.compactMap(\.key), (earlier, line))
          }
          open[last].seen?[key] = line
        }
        index = end
      default: break
      }
      index += 1
    }
    return nil
  }
}
