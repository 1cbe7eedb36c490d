import Testing

@testable import TCAGraph

@Suite struct SHA256Tests {
  /// FIPS 180-4's examples, and lengths on either side of the one-block padding boundary.
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      String(repeating: "a", count: 1_000),
      "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"
    ),
  ])
  func digestMatchesTheStandardsExamples(message: String, digest: String) {
    #expect(SHA256.hex(of: message.utf8) == digest)
  }

  @Test func digestDoesNotDependOnHowTheBytesArrive() {
    let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    var pieces = SHA256()
    var start = 0
    for size in [1, 63, 64, 65, 7, 200, 600] {
      pieces.update(Array(bytes[start..<start + size]))
      start += size
    }
    #expect(pieces.finalizeHex() == SHA256.hex(of: bytes))
  }
}
