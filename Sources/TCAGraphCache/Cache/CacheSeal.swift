import TCAGraphSupport

/// The check every cache file carries: the key it was written for and a SHA-256 over that key
/// and its payload, ahead of the payload:
///
/// ```
/// sealed := "TCAGS1" digest key payload
/// digest := 64 lowercase hex digits: SHA-256(key payload)
/// key    := varint(byte count) UTF-8 bytes
/// ```
///
/// A file is opened only for the key it was written for, so an entry copied under another name,
/// or a payload edited without the digest, is refused. The digest has no secret: it finds
/// damage and edits, and binds each payload to what it was built from, but whoever can write the
/// folder can also write a file that passes (see ``CacheFolderTrust``).
package enum CacheSeal {
  static let magic: [UInt8] = Array("TCAGS1".utf8)

  /// Why a file was not opened.
  struct Broken: Error {
    var reason: String
  }

  /// `payload` sealed for `key`, with its digest.
  static func seal(_ payload: [UInt8], key: String) -> (bytes: [UInt8], digest: String) {
    var body: [UInt8] = []
    CompactFormat.appendString(key, to: &body)
    var hasher = SHA256()
    hasher.update(body)
    hasher.update(payload)
    let digest = hasher.finalizeHex()
    return (magic + Array(digest.utf8) + body + payload, digest)
  }

  /// The payload of `bytes` and its digest, if they were sealed for `key` and are whole.
  static func open(_ bytes: [UInt8], key: String) throws(Broken) -> (
    payload: [UInt8], digest: String
  ) {
    let digestEnd = magic.count + 64
    guard bytes.count >= digestEnd, bytes.starts(with: magic) else {
      throw Broken(reason: "it does not start as a cache file does")
    }
    let stored = String(decoding: bytes[magic.count..<digestEnd], as: UTF8.self)
    var position = digestEnd
    var length: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard position < bytes.count, shift < 64 else { throw Broken(reason: "it is cut short") }
      let byte = bytes[position]
      position += 1
      length |= UInt64(byte & 0x7F) << shift
      shift += 7
      if byte < 0x80 { break }
    }
    guard length <= UInt64(bytes.count - position) else {
      throw Broken(reason: "it is cut short")
    }
    let keyEnd = position + Int(length)
    guard bytes[position..<keyEnd].elementsEqual(key.utf8) else {
      throw Broken(reason: "it was written for another key than its name's")
    }
    var hasher = SHA256()
    bytes.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[digestEnd...])) }
    guard hasher.finalizeHex() == stored else {
      throw Broken(reason: "its SHA-256 does not match its contents")
    }
    return (Array(bytes[keyEnd...]), stored)
  }
}
