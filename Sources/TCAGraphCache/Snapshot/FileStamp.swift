import Foundation
import TCAGraphSupport

/// What a file's status said when it was read, with the SHA-256 of the bytes read: enough to
/// tell, without reading the file again, that it has not changed since.
///
/// The status alone is trusted only when the file was last modified and changed more than
/// ``settledAge`` before it was read: an edit made after the read then moves its modification
/// or change time, even on a file system that keeps coarse times, and the change time cannot
/// be set back by hand. A stamp of a file edited just before it was read is still compared by
/// its bytes.
package struct FileStamp: Codable, Equatable, Sendable {
  /// How long before a read a file's last change must be for its status to be trusted.
  package static let settledAge: Int64 = 2_000_000_000

  package var size: Int64
  /// Modification and status-change times, in nanoseconds since 1970.
  var modified: Int64
  var changed: Int64
  var inode: UInt64
  var device: UInt64
  /// The SHA-256 of the bytes read, in hexadecimal.
  package var contentHash: String
  /// Whether the status alone shows the file unchanged (see the type's description).
  package var settled: Bool

  /// The stamp of a file whose status was `status` when its bytes, hashing to `contentHash`,
  /// were read at `readAt` (nanoseconds since 1970).
  package init(status: stat, contentHash: String, readAt: Int64) {
    size = Int64(status.st_size)
    (modified, changed) = Self.times(status)
    inode = UInt64(status.st_ino)
    device = UInt64(status.st_dev)
    self.contentHash = contentHash
    settled = max(modified, changed) < readAt - Self.settledAge
  }

  /// Whether the file at `path`, by its status alone, is the one this stamp saw.
  package func isUnchanged(atPath path: String) -> Bool {
    guard settled else { return false }
    var status = stat()
    guard stat(FileNameBytes.fileSystemPath(path), &status) == 0 else { return false }
    let (modified, changed) = Self.times(status)
    return Int64(status.st_size) == size && modified == self.modified && changed == self.changed
      && UInt64(status.st_ino) == inode && UInt64(status.st_dev) == device
  }

  /// The current time in nanoseconds since 1970.
  package static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  private static func times(_ status: stat) -> (modified: Int64, changed: Int64) {
    #if canImport(Darwin)
      let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
    #else
      let (modified, changed) = (status.st_mtim, status.st_ctim)
    #endif
    return (
      Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
      Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec)
    )
  }
}
