import Foundation

/// The staging folder's lock: the staging process holds an exclusive `flock` on the folder until
/// it is done, and the system lets go of it however the process ends (SIGKILL too). A staging
/// folder whose lock nobody holds, left by a process that no longer runs, is stale.
package enum StagingLock {
  /// How old an unlocked staging folder of a running process must be to count as stale: its
  /// process id was reused, since a writer locks its folder as soon as it has made it.
  private static let reusedAfter: TimeInterval = 60

  /// Locks the folder at `path`; the descriptor to close when done, or `nil` if it cannot be
  /// locked (the write goes on, unprotected from a concurrent clean-up only).
  package static func lock(_ path: String) -> Int32? {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// Removes the stale staging folders in `folder` (one named `own`, this process's, is stale by
  /// definition: an earlier process had the same id); returns a note per folder removed, naming
  /// it under `shown`.
  static func removeStale(in folder: String, own: String, shownAs shown: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var notes: [String] = []
    for name in names.sorted() where name.hasPrefix(OutputWriter.stagingPrefix) {
      guard let process = pid_t(name.dropFirst(OutputWriter.stagingPrefix.count)), process > 0
      else { continue }
      let path = OutputWriter.join(folder, name)
      guard let descriptor = lock(path) else { continue }
      defer { close(descriptor) }
      var info = stat()
      guard fstat(descriptor, &info) == 0 else { continue }
      let age = Date().timeIntervalSince1970 - TimeInterval(info.st_mtim.tv_sec)
      let gone = kill(process, 0) != 0 && errno == ESRCH
      guard name == own || gone || age > reusedAfter else { continue }
      guard (try? FileManager.default.removeItem(atPath: path)) != nil else { continue }
      notes.append(
        "removed '\(OutputWriter.join(shown, name))', the staging folder of an earlier "
          + "run (process \(process)) that was stopped before it finished")
    }
    return notes
  }
}
