import Foundation
import TCAGraphSupport

/// Whether anyone but the user running the tool can write the cache: a folder that every user
/// may write (`o+w`, sticky or not: a sticky folder still lets others create the entries this
/// run has not written yet), or that belongs to another user. Such a folder's entries are input
/// from others, and a file sealed by whoever wrote it (see ``CacheSeal``) passes its check, so a
/// run says so, once.
enum CacheFolderTrust {
  /// The warning for `folder`, if others can write it or its `facts` folder.
  static func warning(_ folder: CacheFolder) -> ScanDiagnostic? {
    let user = geteuid()
    var reasons: [String] = []
    for (path, status) in [
      (folder.directory, folder.directoryStatus), (folder.path, folder.status),
    ] {
      if status.st_uid != user {
        reasons.append("'\(path)' belongs to another user (uid \(status.st_uid))")
      } else if status.st_mode & S_IWOTH != 0 {
        reasons.append(
          "'\(path)' may be written by every user (mode \(String(status.st_mode & 0o7777, radix: 8)))"
        )
      }
    }
    guard !reasons.isEmpty else { return nil }
    return .cacheNotPrivate(reasons: reasons)
  }
}
