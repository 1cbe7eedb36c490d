import Foundation
import TCAGraphSupport
import TCAGraphSyntax

/// What one file contributes to a scan (its ``FileFacts`` and its warning), stored on disk between
/// runs, so that a file whose bytes did not change is not parsed again.
///
/// An entry is keyed by the SHA-256 of the file's bytes, the file's path (its facts' locations
/// carry it), the entry format and the tool's version and build; no scan option changes what one
/// file gives beyond its path. Entries are written to a temporary file and renamed into place, so
/// concurrent runs never see half an entry; an entry that does not decode, or whose recorded key
/// differs from the one asked for, is ignored and rewritten. After a run that wrote entries the
/// folder is pruned, least recently used first, to ``sizeLimit``.
package final class FactsCache: @unchecked Sendable {
  /// The entry format; entries of another format are ignored.
  package static let format = 2
  /// The file name suffix of an entry of this format.
  package static let entrySuffix = ".facts"

  /// The tool's version and this build's identity (the size and modification time of the running
  /// executable), so a rebuilt tool never trusts what another build wrote.
  static let currentBuild: String = {
    var build = TCAGraphVersion.current
    if let executable = Bundle.main.executablePath,
      let attributes = try? FileManager.default.attributesOfItem(atPath: executable),
      let size = attributes[.size] as? NSNumber,
      let date = attributes[.modificationDate] as? Date
    {
      build += " \(size.int64Value) \(Int64(date.timeIntervalSince1970 * 1_000))"
    }
    return build
  }()

  /// Why the cache cannot be used.
  struct Unusable: Error {
    var reason: String
  }

  /// The folder holding the entries (`<cache directory>/facts`).
  package let folder: String
  let sizeLimit: Int
  package let build: String
  private let lock = NSLock()
  private var wroteEntries = false
  private var writeFailure: String?

  /// Opens the cache in `directory`, creating it; throws ``Unusable`` when it cannot be created
  /// or written.
  package init(directory: String, sizeLimit: Int, build: String = currentBuild) throws {
    folder = (directory as NSString).appendingPathComponent("facts")
    self.sizeLimit = sizeLimit
    self.build = build
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw Unusable(reason: Self.reason(error))
    }
    let probe = (folder as NSString).appendingPathComponent(
      ".probe-\(getpid())-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: probe, contents: Data()) else {
      throw Unusable(reason: "it cannot be written")
    }
    try? FileManager.default.removeItem(atPath: probe)
  }

  /// The key of the bytes of the file at `path`.
  package func key(path: String, contents: Data) -> FactsCacheKey {
    contents.withUnsafeBytes { FactsCacheKey(path: path, bytes: $0, build: build) }
  }

  /// The stored entry for `key`, if there is one whose format, build, path and content hash are
  /// the key's; marks it as just used.
  package func entry(for key: FactsCacheKey) -> FactsCacheEntry? {
    guard let bytes = read(named: key.entryName),
      let entry = try? CompactDecoder().decode(FactsCacheEntry.self, from: bytes),
      entry.format == Self.format, entry.build == build, entry.path == key.path,
      entry.contentHash == key.contentHash
    else { return nil }
    return entry
  }

  /// Stores what reading the file of `key` gave. A failure to write stops further writes and is
  /// reported once by ``finish()``.
  package func store(facts: FileFacts?, diagnostic: ScanDiagnostic?, for key: FactsCacheKey) {
    store(
      FactsCacheEntry(
        format: Self.format, build: build, path: key.path, contentHash: key.contentHash,
        facts: facts, diagnostic: diagnostic),
      named: key.entryName)
  }

  /// The bytes of the file `name` in the folder, marked as just used; `nil` if it cannot be read.
  func read(named name: String) -> [UInt8]? {
    let file = (folder as NSString).appendingPathComponent(name)
    guard let data = FileManager.default.contents(atPath: file) else { return nil }
    utimes(file, nil)
    return Array(data)
  }

  /// Writes `value` in the compact form as the file `name` (see ``store(bytes:named:)``).
  func store(_ value: some Encodable, named name: String) {
    do {
      store(bytes: try CompactEncoder().encode(value), named: name)
    } catch {
      lock.lock()
      writeFailure = writeFailure ?? Self.reason(error)
      lock.unlock()
    }
  }

  /// Writes `bytes` as the file `name`: to a temporary file, then renamed into place. A failure
  /// stops further writes and is reported once by ``finish()``.
  func store(bytes: [UInt8], named name: String) {
    lock.lock()
    let failed = writeFailure != nil
    lock.unlock()
    guard !failed else { return }
    let final = (folder as NSString).appendingPathComponent(name)
    let temporary = final + ".tmp-\(getpid())-\(UUID().uuidString)"
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: temporary))
      guard rename(temporary, final) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(atPath: temporary)
        throw Unusable(reason: reason)
      }
      lock.lock()
      wroteEntries = true
      lock.unlock()
    } catch {
      lock.lock()
      writeFailure = writeFailure ?? Self.reason(error)
      lock.unlock()
    }
  }

  /// Ends a run: prunes the folder if entries were written, and returns a warning if some could
  /// not be.
  package func finish() -> ScanDiagnostic? {
    lock.lock()
    let (wrote, failure) = (wroteEntries, writeFailure)
    lock.unlock()
    if wrote { prune() }
    return failure.map {
      ScanDiagnostic(
        severity: .warning,
        message: "cannot write the cache folder '\(folder)': \($0); later files were not cached")
    }
  }

  package static func reason(_ error: any Error) -> String {
    if let unusable = error as? Unusable { return unusable.reason }
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return (underlying ?? error as NSError).localizedDescription
  }
}
