import Foundation

/// The folder of cache files (`<cache directory>/facts`), opened once and then used only through
/// that descriptor, by names the cache makes (``CacheFileName``): nothing read or written can be
/// outside it, even if the folder is renamed or replaced by a link while a run uses it.
///
/// Links inside it are never followed: `facts` itself must be a folder, not a link; a file is
/// opened with `O_NOFOLLOW` and read only if it is a regular file no larger than the cache's size
/// limit; its time is set through the open file, never through its name; new files are created
/// with `O_EXCL`, so a link planted at a temporary name is never written through.
package final class CacheFolder: @unchecked Sendable {
  /// The folder's path, for messages.
  let path: String
  /// The folder the user named (or the default one), whose `facts` this is, for messages.
  let directory: String
  /// The largest file read; a larger one is refused.
  let maximumFileSize: Int
  private let descriptor: Int32
  /// The status of the folder named (`directory`) and of `facts` when opened.
  let directoryStatus: stat
  let status: stat

  /// What reading one file gave.
  enum Reading {
    /// There is no file of that name (never written, pruned, or replaced by another run).
    case absent
    /// There is something of that name that is not to be read, and why.
    case refused(String)
    case bytes([UInt8])
  }

  /// Opens `<directory>/facts`, creating both folders as needed; throws ``FactsCache/Unusable``
  /// saying which part of the path is in the way and why.
  init(directory: String, maximumFileSize: Int) throws(FactsCache.Unusable) {
    self.directory = directory
    self.maximumFileSize = maximumFileSize
    path = (directory as NSString).appendingPathComponent("facts")
    try CacheFolderCreation.createFolders(directory)
    let parent = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard parent >= 0 else { throw CacheFolderCreation.unusable(opening: directory, errno) }
    defer { close(parent) }
    var parentStatus = stat()
    fstat(parent, &parentStatus)
    directoryStatus = parentStatus
    let facts = try CacheFolderCreation.openFacts(in: parent, path: path)
    var status = stat()
    fstat(facts, &status)
    do {
      try Self.probe(facts, path: path)
    } catch {
      close(facts)
      throw error
    }
    descriptor = facts
    self.status = status
  }

  deinit { close(descriptor) }

  /// The bytes of the file `name`, marked as just used; ``Reading/absent`` if there is none.
  func read(named name: String) -> Reading {
    guard CacheFileName.isFinal(name) else { return .refused("not a name the cache makes") }
    var info = stat()
    guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
      return errno == ENOENT ? .absent : .refused(String(cString: strerror(errno)))
    }
    if let refusal = refusal(info) { return .refused(refusal) }
    let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else {
      if errno == ENOENT { return .absent }
      return .refused(errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno)))
    }
    defer { close(file) }
    // What was opened may not be what was looked at: look again, at the open file.
    guard fstat(file, &info) == 0 else { return .refused(String(cString: strerror(errno))) }
    if let refusal = refusal(info) { return .refused(refusal) }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    let count = readFully(file, into: &bytes)
    guard count == bytes.count else { return .refused("it changed while being read") }
    futimens(file, nil)
    return .bytes(bytes)
  }

  /// Writes `bytes` as the file `name`: to a fresh temporary file, then renamed into place.
  /// Returns `false`, writing nothing, when a folder of that name is in the way.
  func write(_ bytes: [UInt8], named name: String) throws(FactsCache.Unusable) -> Bool {
    guard CacheFileName.isFinal(name) else {
      throw FactsCache.Unusable(reason: "'\(name)' is not a name the cache makes")
    }
    let temporary = CacheFileName.temporary(for: name)
    let file = openat(
      descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard file >= 0 else { throw FactsCache.Unusable(reason: String(cString: strerror(errno))) }
    var failure = writeFully(file, bytes)
    if close(file) != 0 && failure == 0 { failure = errno }
    guard failure == 0 else {
      unlinkat(descriptor, temporary, 0)
      throw FactsCache.Unusable(reason: String(cString: strerror(failure)))
    }
    guard renameat(descriptor, temporary, descriptor, name) == 0 else {
      let code = errno
      unlinkat(descriptor, temporary, 0)
      // A folder at that name, or a file of another user's in a sticky folder: this name only.
      if [EISDIR, ENOTEMPTY, EEXIST, EPERM, EACCES].contains(code) { return false }
      throw FactsCache.Unusable(reason: String(cString: strerror(code)))
    }
    return true
  }

  /// Deletes the file `name` (a link itself, never what it names), if it is a name the cache
  /// makes.
  func remove(named name: String) {
    guard CacheFileName.isOwn(name) else { return }
    unlinkat(descriptor, name, 0)
  }

  /// Every name in the folder with its status (links not followed), in no particular order.
  func contents() -> [(name: String, status: stat)] {
    let copy = dup(descriptor)
    guard copy >= 0 else { return [] }
    guard let stream = fdopendir(copy) else {
      close(copy)
      return []
    }
    defer { closedir(stream) }
    rewinddir(stream)
    var found: [(String, stat)] = []
    while let item = readdir(stream) {
      let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      var info = stat()
      guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      found.append((name, info))
    }
    return found
  }

  /// Why a file of status `info` is not read, if it is not.
  private func refusal(_ info: stat) -> String? {
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      guard Int(info.st_size) <= maximumFileSize else {
        return "it is \(info.st_size) bytes, more than the cache's whole size limit"
      }
      return nil
    case S_IFLNK: return "it is a symbolic link"
    case S_IFDIR: return "it is a folder"
    case S_IFIFO: return "it is a FIFO (named pipe)"
    case S_IFCHR, S_IFBLK: return "it is a device"
    case S_IFSOCK: return "it is a socket"
    default: return "it is not a regular file"
    }
  }

  /// Checks that files can be created in the folder open as `descriptor`.
  private static func probe(_ descriptor: Int32, path: String) throws(FactsCache.Unusable) {
    let name = CacheFileName.probe()
    let file = openat(
      descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard file >= 0 else {
      throw FactsCache.Unusable(reason: CacheFolderCreation.cannotWrite(path, errno))
    }
    close(file)
    unlinkat(descriptor, name, 0)
  }
}

/// Reads from `file` until `bytes` is full or the file ends; the number of bytes read.
private func readFully(_ file: Int32, into bytes: inout [UInt8]) -> Int {
  var count = 0
  while count < bytes.count {
    let got = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress! + count, $0.count - count) }
    if got < 0 && errno == EINTR { continue }
    guard got > 0 else { break }
    count += got
  }
  return count
}

/// Writes all of `bytes` to `file`; the `errno` of the failure, or 0.
private func writeFully(_ file: Int32, _ bytes: [UInt8]) -> Int32 {
  var written = 0
  while written < bytes.count {
    let put = bytes.withUnsafeBytes { write(file, $0.baseAddress! + written, $0.count - written) }
    if put < 0 && errno == EINTR { continue }
    guard put > 0 else { return put < 0 ? errno : ENOSPC }
    written += put
  }
  return 0
}
