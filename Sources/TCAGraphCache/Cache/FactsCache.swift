import Foundation
import TCAGraphSupport
import TCAGraphSyntax

/// What one file contributes to a scan (its ``FileFacts`` and its warning), stored on disk between
/// runs, so that a file whose bytes did not change is not parsed again.
///
/// An entry is keyed by the SHA-256 of the file's bytes, the file's path (its facts' locations
/// carry it), the entry format and the tool's version and build; no scan option changes what one
/// file gives beyond its path. Every cache file is sealed for its key (``CacheSeal``) and read
/// only through ``CacheFolder``, which follows no link and reads only regular files by the names
/// the cache makes (``CacheFileName``). Entries are written to a temporary file and renamed into
/// place, so concurrent runs never see half an entry; a file that fails its seal or is not a
/// regular file is ignored and rewritten, and ``finish()`` warns about it once. After a run that
/// wrote entries the folder is pruned, least recently used first, to ``sizeLimit``.
package final class FactsCache: @unchecked Sendable {
  /// The numbers a file's facts can hold (lines, columns, orders, indices), so that a sealed
  /// but forged entry cannot make the code that computes with them overflow.
  static let factNumbers = 0...Int(Int32.max)

  /// The format of every cache file; files of another format have other names and are not read.
  static let format = 15
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
  package struct Unusable: Error {
    var reason: String
  }

  /// The folder holding the entries (`<cache directory>/facts`).
  package var folder: String { files.path }
  package let files: CacheFolder
  let sizeLimit: Int
  package let build: String
  private let lock = NSLock()
  private var wroteEntries = false
  private var writeFailure: String?
  /// The files refused in this run, by name, with why.
  private var refusals: [String: String] = [:]

  /// Opens the cache in `directory`, creating it; throws ``Unusable`` when it cannot be created
  /// or written.
  package init(directory: String, sizeLimit: Int, build: String = currentBuild) throws {
    files = try CacheFolder(directory: directory, maximumFileSize: sizeLimit)
    self.sizeLimit = sizeLimit
    self.build = build
  }

  /// The key of the bytes of the file at `path`.
  package func key(path: String, contents: Data) -> FactsCacheKey {
    contents.withUnsafeBytes { FactsCacheKey(path: path, bytes: $0, build: build) }
  }

  /// The stored entry for `key`, if there is one sealed for the key whose format, build, path
  /// and content hash are the key's; marks it as just used.
  package func entry(for key: FactsCacheKey) -> FactsCacheEntry? {
    guard let payload = payload(named: key.entryName, sealedFor: key.sealKey) else { return nil }
    guard
      let entry = try? CompactDecoder(integerRange: Self.factNumbers).decode(
        FactsCacheEntry.self, from: payload.bytes),
      entry.format == Self.format, entry.build == build, entry.path == key.path,
      entry.contentHash == key.contentHash
    else {
      refuse(key.entryName, "it does not hold the entry its seal promises")
      return nil
    }
    guard entry.facts?.indicesAreInRange ?? true else {
      refuse(key.entryName, "it holds an index to a type the file does not declare")
      return nil
    }
    return entry
  }

  /// Stores what reading the file of `key` gave. A failure to write stops further writes and is
  /// reported once by ``finish()``.
  package func store(facts: FileFacts?, diagnostic: ScanDiagnostic?, for key: FactsCacheKey) {
    store(
      FactsCacheEntry(
        format: Self.format, build: build, path: key.path, contentHash: key.contentHash,
        facts: facts, diagnostic: diagnostic),
      named: key.entryName, sealedFor: key.sealKey)
  }

  /// The payload of the file `name` and its digest, if it is a regular file sealed for `key`;
  /// marks it as just used. A file that is there but fails is refused (see ``finish()``).
  func payload(named name: String, sealedFor key: String) -> (bytes: [UInt8], digest: String)? {
    switch files.read(named: name) {
    case .absent:
      return nil
    case .refused(let reason):
      refuse(name, reason)
      return nil
    case .bytes(let bytes):
      do {
        let opened = try CacheSeal.open(bytes, key: key)
        return (opened.payload, opened.digest)
      } catch {
        refuse(name, error.reason)
        return nil
      }
    }
  }

  /// Writes `value` in the compact form, sealed for `key`, as the file `name`; its digest, or
  /// `nil` if it was not written (see ``store(bytes:named:)``).
  @discardableResult
  func store(_ value: some Encodable, named name: String, sealedFor key: String) -> String? {
    do {
      let sealed = CacheSeal.seal(try CompactEncoder().encode(value), key: key)
      return store(bytes: sealed.bytes, named: name) ? sealed.digest : nil
    } catch {
      lock.lock()
      writeFailure = writeFailure ?? Self.reason(error)
      lock.unlock()
      return nil
    }
  }

  /// Writes `bytes` as the file `name` (see ``CacheFolder/write(_:named:)``); whether it was
  /// written. A failure stops further writes and is reported once by ``finish()``.
  func store(bytes: [UInt8], named name: String) -> Bool {
    lock.lock()
    let failed = writeFailure != nil
    lock.unlock()
    guard !failed else { return false }
    do {
      let written = try files.write(bytes, named: name)
      lock.lock()
      wroteEntries = wroteEntries || written
      lock.unlock()
      return written
    } catch {
      lock.lock()
      writeFailure = writeFailure ?? error.reason
      lock.unlock()
      return false
    }
  }

  /// Records that the file `name` was there but not used, and why, for ``finish()``.
  func refuse(_ name: String, _ reason: String) {
    lock.lock()
    if refusals[name] == nil { refusals[name] = reason }
    lock.unlock()
  }

  /// Ends a run: prunes the folder if entries were written, and returns the warnings about the
  /// cache: a folder others can write (``CacheFolderTrust``), files that were refused, and a
  /// failure to write.
  package func finish() -> [ScanDiagnostic] {
    lock.lock()
    let (wrote, failure, refused) = (wroteEntries, writeFailure, refusals)
    lock.unlock()
    if wrote { prune() }
    var warnings: [ScanDiagnostic] = []
    if let trust = CacheFolderTrust.warning(files) { warnings.append(trust) }
    if let (name, reason) = refused.min(by: { $0.key < $1.key }) {
      warnings.append(
        .cacheEntriesRefused(
          count: refused.count, example: "\(files.path)/\(name)", reason: reason))
    }
    if let failure {
      warnings.append(.cacheWriteFailed(folder, failure: failure))
    }
    return warnings
  }

  package static func reason(_ error: any Error) -> String {
    if let unusable = error as? Unusable { return unusable.reason }
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return (underlying ?? error as NSError).localizedDescription
  }
}
