import TCAGraphRules

/// What identifies each finding from one commit to the next for services that track alerts
/// (Code Climate's `fingerprint`, SARIF's `partialFingerprints`): a hash of its rule, file and
/// message and of how many identical findings come before it, not of its line, so a finding keeps
/// its identity when lines above it move and two identical ones stay apart.
enum FindingFingerprints {
  /// One fingerprint per finding, in order.
  static func of(_ findings: [Finding]) -> [String] {
    var seen: [String: Int] = [:]
    return findings.map { finding in
      let identity = [finding.ruleID, finding.location?.file ?? "", finding.message]
        .joined(separator: "\u{0}")
      let occurrence = seen[identity, default: 0]
      seen[identity] = occurrence + 1
      return hash(identity + "\u{0}\(occurrence)")
    }
  }

  /// Sixteen hexadecimal digits of the 64-bit FNV-1a hash of `text`'s UTF-8 bytes: the same on
  /// every run and machine.
  static func hash(_ text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
