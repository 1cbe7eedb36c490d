import Foundation

/// Creates the cache's folders, saying in its own words which part of the path is in the way
/// and why (a file where a folder is needed, a folder one may not write, a read-only file
/// system), where Foundation's errors say "(NSCocoaErrorDomain error 512.)" or "The file
/// doesn't exist.".
enum CacheFolderCreation {
  /// Creates `directory` and the folders above it that are missing (links in it followed: it
  /// is the path the user gave, or the default one).
  static func createFolders(_ directory: String) throws(FactsCache.Unusable) {
    var prefix = directory.hasPrefix("/") ? "/" : ""
    for component in directory.split(separator: "/") where component != "." {
      prefix =
        prefix.isEmpty || prefix.hasSuffix("/") ? prefix + component : prefix + "/" + component
      var info = stat()
      if stat(prefix, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFDIR else { throw notAFolder(prefix, info) }
        continue
      }
      let looked = errno
      guard looked == ENOENT else { throw unusable(opening: prefix, looked) }
      guard mkdir(prefix, 0o755) == 0 || errno == EEXIST else {
        throw unusable(creating: prefix, errno)
      }
    }
  }

  /// Opens (creating it) the folder `facts` inside the folder open as `parent`, refusing a link
  /// or anything else that is not a folder; `path` names it in messages.
  static func openFacts(in parent: Int32, path: String) throws(FactsCache.Unusable) -> Int32 {
    if mkdirat(parent, "facts", 0o755) != 0 && errno != EEXIST {
      throw unusable(creating: path, errno)
    }
    let facts = openat(parent, "facts", O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard facts >= 0 else {
      let code = errno
      var info = stat()
      if fstatat(parent, "facts", &info, AT_SYMLINK_NOFOLLOW) == 0 {
        if info.st_mode & S_IFMT == S_IFLNK {
          throw FactsCache.Unusable(
            reason: "'\(path)' is a symbolic link, and the cache follows no link inside its "
              + "folder (remove the link)")
        }
        if info.st_mode & S_IFMT != S_IFDIR { throw notAFolder(path, info) }
      }
      throw unusable(opening: path, code)
    }
    return facts
  }

  /// Why `path`, which exists, cannot be opened or looked into (`code` is `errno`).
  static func unusable(opening path: String, _ code: Int32) -> FactsCache.Unusable {
    switch code {
    case EACCES, EPERM:
      FactsCache.Unusable(reason: "you may not open '\(path)' (permission denied)")
    case ENOTDIR:
      FactsCache.Unusable(reason: "a part of '\(path)' is a file, not a folder")
    case ELOOP:
      FactsCache.Unusable(reason: "'\(path)' is a loop of symbolic links")
    default:
      FactsCache.Unusable(reason: "'\(path)' cannot be opened (\(String(cString: strerror(code))))")
    }
  }

  /// Why files cannot be created in the folder `path` (`code` is `errno`).
  static func cannotWrite(_ path: String, _ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "you may not write in '\(path)' (permission denied)"
    case EROFS: "'\(path)' is on a read-only file system"
    case ENOSPC, EDQUOT: "there is no space left in '\(path)'"
    default: "files cannot be written in '\(path)' (\(String(cString: strerror(code))))"
    }
  }

  /// The error for the folder `path` that `mkdir` failed to create with `code`.
  private static func unusable(creating path: String, _ code: Int32) -> FactsCache.Unusable {
    let parent = (path as NSString).deletingLastPathComponent
    return switch code {
    case EACCES, EPERM:
      FactsCache.Unusable(
        reason: "you may not create the folder '\(path)' in '\(parent)' (permission denied)")
    case EROFS: FactsCache.Unusable(reason: "'\(parent)' is on a read-only file system")
    case ENOSPC, EDQUOT: FactsCache.Unusable(reason: "there is no space left in '\(parent)'")
    case ENOENT:
      FactsCache.Unusable(reason: "'\(parent)' does not let folders be created in it")
    default:
      FactsCache.Unusable(
        reason: "the folder '\(path)' cannot be created (\(String(cString: strerror(code))))")
    }
  }

  /// The error for `path`, of status `info`, where a folder is needed.
  private static func notAFolder(_ path: String, _ info: stat) -> FactsCache.Unusable {
    let kind =
      switch info.st_mode & S_IFMT {
      case S_IFREG: "a file"
      case S_IFIFO: "a FIFO (named pipe)"
      case S_IFCHR, S_IFBLK: "a device"
      case S_IFSOCK: "a socket"
      default: "not a folder"
      }
    return FactsCache.Unusable(
      reason: kind == "not a folder"
        ? "'\(path)' is not a folder" : "'\(path)' is \(kind), not a folder")
  }
}
