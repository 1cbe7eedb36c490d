import Foundation
import TCAGraphOutput

/// The temporary folder `diff` copies revisions into, `tca-graph-diff-<process>-<UUID>` in the
/// system's temporary folder: readable by its owner only, locked (`flock`) for as long as its
/// process runs, and removed at the end, on SIGINT or SIGTERM (``RevisionInterruption``), or, when
/// its process was killed, by the next run (``removeStale(in:)``).
public final class RevisionScratch: @unchecked Sendable {
  /// The name every scratch folder starts with.
  static let prefix = "tca-graph-diff-"
  /// How old an unlocked folder of a running process must be to count as stale: its process id
  /// was reused, since a run locks its folder as soon as it has made it.
  private static let reusedAfter: TimeInterval = 60
  /// How old an unlocked folder of an earlier version (named without its process) must be.
  private static let unnamedAfter: TimeInterval = 3_600

  /// The folder.
  public let path: String
  private var lock: Int32
  private var removed = false
  private var interruption: RevisionInterruption?

  /// Makes a new scratch folder in `temporary` (default: the system's temporary folder), after
  /// removing the stale ones there, and removes it if the run is interrupted.
  public init(in temporary: String = NSTemporaryDirectory()) throws(RevisionError) {
    let parent = temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary
    Self.removeStale(in: parent)
    path = parent + "/" + Self.prefix + "\(getpid())-" + UUID().uuidString
    guard mkdir(path, 0o700) == 0 else {
      throw .cannotWrite(
        revision: "", reason: String(cString: strerror(errno)), folder: parent)
    }
    lock = StagingLock.lock(path) ?? -1
    interruption = RevisionInterruption(removing: path)
  }

  deinit { remove() }

  /// Removes the folder and stops watching for interruptions.
  public func remove() {
    interruption?.end()
    interruption = nil
    guard !removed else { return }
    removed = true
    try? FileManager.default.removeItem(atPath: path)
    if lock >= 0 { close(lock) }
    lock = -1
  }

  /// Removes the scratch folders in `folder` that no running process holds.
  static func removeStale(in folder: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where name.hasPrefix(prefix) {
      let path = folder + "/" + name
      guard let descriptor = StagingLock.lock(path) else { continue }
      defer { close(descriptor) }
      var info = stat()
      guard fstat(descriptor, &info) == 0, info.st_uid == getuid() else { continue }
      let age = Date().timeIntervalSince1970 - TimeInterval(info.st_mtim.tv_sec)
      let rest = name.dropFirst(prefix.count)
      let stale: Bool
      if let dash = rest.firstIndex(of: "-"), let process = pid_t(rest[..<dash]), process > 0 {
        let gone = kill(process, 0) != 0 && errno == ESRCH
        stale = gone || age > reusedAfter
      } else {
        stale = age > unnamedAfter
      }
      if stale { try? FileManager.default.removeItem(atPath: path) }
    }
  }
}
