import Foundation

/// File names whose bytes are not UTF-8, which Linux allows and Swift strings cannot hold.
///
/// Foundation replaces such bytes with U+FFFD when it lists a folder, and the name it returns
/// opens nothing, so the file would be skipped without a word. tca-graph lists folders itself and
/// writes each byte that is not part of UTF-8 text as `\xFF` (as `ls -b` does); the path opens
/// again through ``fileSystemPath(_:)``.
package enum FileNameBytes {
  /// The names in the folder at `path`, as text, sorted; `nil` if it cannot be listed.
  package static func names(inFolder path: String) -> [String]? {
    guard let folder = opendir(fileSystemPath(path)) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        text(Array(buffer.prefix { $0 != 0 }))
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// `bytes` as text: UTF-8 as it is, any other byte as `\xHH`.
  static func text(_ bytes: [UInt8]) -> String {
    if let valid = String(bytes: bytes, encoding: .utf8) { return valid }
    var result = ""
    var index = 0
    while index < bytes.count {
      let length = sequenceLength(bytes, at: index)
      if length > 0 {
        result += String(decoding: bytes[index..<index + length], as: UTF8.self)
        index += length
      } else {
        let digits = String(bytes[index], radix: 16, uppercase: true)
        result += "\\x" + (digits.count == 1 ? "0" : "") + digits
        index += 1
      }
    }
    return result
  }

  /// The length of the valid UTF-8 sequence starting at `index`, or 0 if none does.
  private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let first = bytes[index]
    let length =
      first < 0x80
      ? 1
      : first >= 0xC2 && first < 0xE0
        ? 2
        : first >= 0xE0 && first < 0xF0
          ? 3
          : first >= 0xF0 && first < 0xF5 ? 4 : 0
    guard length > 0, index + length <= bytes.count else { return 0 }
    return String(bytes: bytes[index..<index + length], encoding: .utf8) == nil ? 0 : length
  }

  /// Whether `path` holds `\x`, which a name listed with bytes that are not UTF-8 does.
  private static func holdsByteEscape(_ path: String) -> Bool {
    var afterBackslash = false
    for byte in path.utf8 {
      if afterBackslash, byte == UInt8(ascii: "x") { return true }
      afterBackslash = byte == UInt8(ascii: "\\")
    }
    return false
  }

  /// The path to hand the system for `path`: `path` itself when it exists as written, else with
  /// each `\xHH` made the byte it stands for.
  package static func fileSystemPath(_ path: String) -> [CChar] {
    var info = stat()
    guard holdsByteEscape(path), lstat(path, &info) != 0 else { return Array(path.utf8CString) }
    var bytes: [UInt8] = []
    let utf8 = Array(path.utf8)
    var index = 0
    while index < utf8.count {
      if utf8[index] == 0x5C, index + 3 < utf8.count, utf8[index + 1] == 0x78,
        let byte = UInt8(String(decoding: utf8[index + 2...index + 3], as: UTF8.self), radix: 16)
      {
        bytes.append(byte)
        index += 4
      } else {
        bytes.append(utf8[index])
        index += 1
      }
    }
    return bytes.map { CChar(bitPattern: $0) } + [0]
  }
}
