import Foundation

/// The names of the files the cache itself makes, and nothing else: a name read from a cache
/// file (a snapshot names its result) or found in the folder is used only if it is one of them.
///
/// - an entry: 64 lowercase hexadecimal digits, then `.facts` (or `.json`, format 1);
/// - a snapshot: `scan-`, 64 lowercase hexadecimal digits, `.snapshot`;
/// - a result: `result-`, a UUID as `UUID().uuidString` writes it, `.result`;
/// - a temporary file: one of those, then `.tmp-<process id>-<UUID>`;
/// - the probe of whether the folder can be written: `.probe-<process id>-<UUID>`.
package enum CacheFileName {
  /// A fresh name for a stored result.
  static func newResult() -> String {
    resultPrefix + UUID().uuidString + FactsCache.resultSuffix
  }

  /// A fresh name for the temporary file `name` is written to before its rename.
  static func temporary(for name: String) -> String {
    name + temporaryMark + "\(getpid())-" + UUID().uuidString
  }

  /// A fresh name for the probe of whether the folder can be written.
  static func probe() -> String {
    probePrefix + "\(getpid())-" + UUID().uuidString
  }

  /// Whether `name` is the name of an entry, a snapshot or a result.
  static func isFinal(_ name: String) -> Bool {
    isEntry(name) || isSnapshot(name) || isResult(name)
  }

  /// Whether `name` is a name the cache makes, final or temporary.
  static func isOwn(_ name: String) -> Bool {
    isFinal(name) || isTemporary(name) || isProbe(name)
  }

  /// Whether `name` names a stored result, exactly as ``newResult()`` makes them.
  static func isResult(_ name: String) -> Bool {
    guard name.hasPrefix(resultPrefix), name.hasSuffix(FactsCache.resultSuffix) else {
      return false
    }
    let uuid = String(name.dropFirst(resultPrefix.count).dropLast(FactsCache.resultSuffix.count))
    return isUUID(uuid)
  }

  /// Whether `name` names a per-file entry, of this format or of format 1.
  static func isEntry(_ name: String) -> Bool {
    for suffix in [FactsCache.entrySuffix, ".json"] where name.hasSuffix(suffix) {
      return isDigest(name.dropLast(suffix.count))
    }
    return false
  }

  /// Whether `name` names a scan snapshot.
  static func isSnapshot(_ name: String) -> Bool {
    name.hasPrefix(snapshotPrefix) && name.hasSuffix(FactsCache.snapshotSuffix)
      && isDigest(name.dropFirst(snapshotPrefix.count).dropLast(FactsCache.snapshotSuffix.count))
  }

  /// Whether `name` is the temporary file of a final name.
  static func isTemporary(_ name: String) -> Bool {
    guard let mark = name.range(of: temporaryMark) else { return false }
    return isFinal(String(name[..<mark.lowerBound]))
      && isProcessAndUUID(name[mark.upperBound...])
  }

  static let snapshotPrefix = "scan-"

  private static let resultPrefix = "result-"
  private static let temporaryMark = ".tmp-"
  private static let probePrefix = ".probe-"

  private static func isProbe(_ name: String) -> Bool {
    name.hasPrefix(probePrefix) && isProcessAndUUID(name.dropFirst(probePrefix.count))
  }

  /// Whether `text` is `<digits>-<UUID>`.
  private static func isProcessAndUUID(_ text: Substring) -> Bool {
    guard let dash = text.firstIndex(of: "-") else { return false }
    let process = text[..<dash]
    return !process.isEmpty && process.count <= 10
      && process.allSatisfy { $0.isASCII && $0.isNumber }
      && isUUID(String(text[text.index(after: dash)...]))
  }

  /// Whether `text` is a UUID in the form `UUID().uuidString` writes (upper case, dashed).
  private static func isUUID(_ text: String) -> Bool {
    UUID(uuidString: text)?.uuidString == text
  }

  /// Whether `text` is 64 lowercase hexadecimal digits.
  private static func isDigest(_ text: Substring) -> Bool {
    text.utf8.count == 64
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}
