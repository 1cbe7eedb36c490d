/// Lines and columns of UTF-8 offsets in one file, read from its text in one pass over the bytes
/// (cheaper than a `SourceLocationConverter`, which walks the whole syntax tree).
package struct LineTable {
  /// The UTF-8 offset at which each line starts; line 1 starts at 0.
  private let lineStarts: [Int]

  init(_ text: String) {
    var text = text
    lineStarts = text.withUTF8(Self.lineStarts)
  }

  private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    var previous: UInt8 = 0
    var offset = 0
    for byte in bytes {
      offset += 1
      if byte == 0x0A {
        starts.append(offset)
      } else if previous == 0x0D {
        // A lone carriage return ended the line before this byte.
        starts.append(offset - 1)
      }
      previous = byte
    }
    if previous == 0x0D { starts.append(offset) }
    return starts
  }

  /// The 1-based line and UTF-8 column of `offset`.
  func location(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }
}
