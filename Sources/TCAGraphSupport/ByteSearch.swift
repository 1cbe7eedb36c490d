/// Finding a short byte pattern in a file's bytes, for the pre-filter, which reads every file, and
/// for the scanner's quick checks of a file's text.
package enum ByteSearch {
  /// The offset of the first occurrence of `pattern` in `buffer` at or after `start`.
  package static func first(
    _ pattern: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, from start: Int = 0
  )
    -> Int?
  {
    guard let head = pattern.first, buffer.count >= pattern.count else { return nil }
    var index = start
    let last = buffer.count - pattern.count
    while index <= last {
      if buffer[index] == head {
        var matched = 1
        while matched < pattern.count, buffer[index + matched] == pattern[matched] { matched += 1 }
        if matched == pattern.count { return index }
      }
      index += 1
    }
    return nil
  }
}
