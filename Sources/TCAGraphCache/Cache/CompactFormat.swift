/// The cache's binary form of a `Codable` value, written by ``CompactEncoder`` and read by
/// ``CompactDecoder``:
///
/// ```
/// document := "TCAGC2" varint(key count) string* varint(string count) string* value
/// value    := tag payload
/// string   := varint(byte count) UTF-8 bytes
/// ```
///
/// A string value is the index of its text in the document's string table, so a text written
/// many times (a file's path in every location) is stored and decoded once. A
/// `SourceLocation` has a tag of its own: its file's index in the string table, then its line
/// and column. Integers are varints (signed ones zigzag-encoded), doubles their 8 little-endian bytes. An
/// array or keyed container starts with the byte length of what follows that length, so a reader
/// can step over it without reading it, then its element count, both as 4 little-endian bytes;
/// a keyed container's elements are each a key index (a varint) into the document's key table
/// followed by a value. Key names are written once per document.
enum CompactFormat {
  /// The first bytes of every document.
  static let magic: [UInt8] = Array("TCAGC2".utf8)

  /// What a value is.
  enum Tag: UInt8 {
    case null = 0
    case falseValue = 1
    case trueValue = 2
    case signed = 3
    case unsigned = 4
    case double = 5
    case string = 6
    case array = 7
    case keyed = 8
    case location = 9
  }

  /// Appends `value` in seven-bit groups, low group first, high bit set on all but the last.
  static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// Appends `value` zigzag-encoded as a varint.
  static func appendSigned(_ value: Int64, to bytes: inout [UInt8]) {
    appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &bytes)
  }

  /// Appends `string`'s UTF-8 byte count and bytes.
  static func appendString(_ string: String, to bytes: inout [UInt8]) {
    var string = string
    string.withUTF8 { utf8 in
      appendVarint(UInt64(utf8.count), to: &bytes)
      bytes.append(contentsOf: utf8)
    }
  }
}
