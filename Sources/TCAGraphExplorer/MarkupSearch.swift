/// Searches in graphviz's SVG by UTF-8 bytes: the markup it looks for is ASCII, so a match is
/// whole scalars, and no text is broken into characters on the way (the explorer cleans
/// thousands of pictures).
extension Substring {
  /// The first range of `needle`'s bytes.
  func byteRange(of needle: String) -> Range<String.Index>? {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return startIndex..<startIndex }
    var rest = utf8[...]
    while let start = rest.firstIndex(of: first) {
      let candidate = rest[start...]
      if candidate.starts(with: pattern) {
        return start..<utf8.index(start, offsetBy: pattern.count)
      }
      rest = rest[utf8.index(after: start)...]
    }
    return nil
  }

  /// Whether the text begins with `prefix`'s bytes.
  func hasBytePrefix(_ prefix: String) -> Bool {
    utf8.starts(with: prefix.utf8)
  }
}
