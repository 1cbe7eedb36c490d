import Foundation

extension FactsCache {
  /// How old a temporary file must be before pruning takes it for one a crashed run left.
  static let abandonedTemporaryAge: TimeInterval = 600

  /// Deletes entries, snapshots and results (of any format), least recently used first, until
  /// the folder holds at most three quarters of ``sizeLimit``, once it holds more than
  /// ``sizeLimit``; also deletes temporary files older than ``abandonedTemporaryAge``. Only
  /// names the cache makes (``CacheFileName``) are deleted, never a folder and never what a link
  /// names; anything else in the folder is left as it is and not counted. Another run deleting
  /// the same files at once is harmless.
  package func prune(now: Date = Date()) {
    var entries: [(name: String, used: TimeInterval, size: Int)] = []
    var total = 0
    for (name, status) in files.contents() where status.st_mode & S_IFMT != S_IFDIR {
      let used = Self.modificationTime(status)
      if CacheFileName.isTemporary(name) {
        if now.timeIntervalSince1970 - used > Self.abandonedTemporaryAge {
          files.remove(named: name)
        }
        continue
      }
      guard CacheFileName.isFinal(name) else { continue }
      entries.append((name, used, Int(status.st_size)))
      total += Int(status.st_size)
    }
    guard total > sizeLimit else { return }
    for entry in entries.sorted(by: { ($0.used, $0.name) < ($1.used, $1.name) }) {
      guard total > sizeLimit / 4 * 3 else { break }
      files.remove(named: entry.name)
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
