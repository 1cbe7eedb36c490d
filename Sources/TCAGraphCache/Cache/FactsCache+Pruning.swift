import Foundation

extension FactsCache {
  /// How old a temporary file must be before pruning takes it for one a crashed run left.
  static let abandonedTemporaryAge: TimeInterval = 600

  /// Deletes entries and snapshots (of any format), least recently used first, until the folder holds at most three quarters
  /// of ``sizeLimit``, once it holds more than ``sizeLimit``; also deletes temporary files older
  /// than ``abandonedTemporaryAge``. Another run deleting the same files at once is harmless.
  package func prune(now: Date = Date()) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    var entries: [(path: String, used: TimeInterval, size: Int)] = []
    var total = 0
    for name in names {
      let path = (folder as NSString).appendingPathComponent(name)
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      let used = Self.modificationTime(status)
      if name.contains(".tmp-") {
        if now.timeIntervalSince1970 - used > Self.abandonedTemporaryAge { unlink(path) }
        continue
      }
      // Every other file is an entry or a scan snapshot, of this format or an older one.
      guard !name.hasPrefix(".") else { continue }
      entries.append((path, used, Int(status.st_size)))
      total += Int(status.st_size)
    }
    guard total > sizeLimit else { return }
    for entry in entries.sorted(by: { ($0.used, $0.path) < ($1.used, $1.path) }) {
      guard total > sizeLimit / 4 * 3 else { break }
      unlink(entry.path)
      total -= entry.size
    }
  }

  /// The modification time in `status`, in seconds since 1970.
  private static func modificationTime(_ status: stat) -> TimeInterval {
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
  }
}
