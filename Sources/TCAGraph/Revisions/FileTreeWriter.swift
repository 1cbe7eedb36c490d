import Foundation

/// Writes files, folders and links below one folder, by paths of raw bytes relative to it: a
/// file is created new (never through a link, never over another), a folder is made only where
/// none is, and a failure (a full disk) is one error naming the folder and the fix.
struct FileTreeWriter {
  let root: String
  /// The revision being written, for messages.
  let revision: String

  /// Makes the folder at `path` (relative to ``root``) and the folders above it.
  func folder(_ path: String) throws(RevisionError) {
    try makeFolders(Array(path.utf8), includingLast: true)
  }

  /// Creates the file at `path` holding `contents`.
  func file(_ path: String, contents: [UInt8]) throws(RevisionError) {
    let descriptor = try create(Array(path.utf8))
    let failure = contents.withUnsafeBytes { bytes -> RevisionError? in
      do throws(RevisionError) {
        try write(bytes, to: descriptor)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
    try close(descriptor)
  }

  /// Creates the file at `path` and opens it for writing; its folders are made first.
  func create(_ path: [UInt8]) throws(RevisionError) -> Int32 {
    try makeFolders(path, includingLast: false)
    let descriptor = systemPath(path).withUnsafeBufferPointer {
      open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }
    guard descriptor >= 0 else { throw failure(path) }
    return descriptor
  }

  /// Writes all of `bytes` to `descriptor`.
  func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(RevisionError) {
    var offset = 0
    while offset < bytes.count {
      let written = Foundation.write(
        descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let error = errno
        _ = Foundation.close(descriptor)
        throw cannotWrite(error)
      }
      offset += written
    }
  }

  /// Closes a file made by ``create(_:)``.
  func close(_ descriptor: Int32) throws(RevisionError) {
    guard Foundation.close(descriptor) == 0 else { throw cannotWrite(errno) }
  }

  /// Makes the link at `path` pointing at `target`.
  func link(_ path: [UInt8], to target: String) throws(RevisionError) {
    try makeFolders(path, includingLast: false)
    let made = systemPath(path).withUnsafeBufferPointer { symlink(target, $0.baseAddress!) }
    guard made == 0 else { throw failure(path) }
  }

  /// Makes the folders of `path` (its last component too when `includingLast`) that do not
  /// exist; one that exists must be a folder, not a link.
  private func makeFolders(_ path: [UInt8], includingLast: Bool) throws(RevisionError) {
    let components = path.split(separator: UInt8(ascii: "/"))
    let count = includingLast ? components.count : components.count - 1
    guard count > 0 else { return }
    var current: [UInt8] = []
    for component in components[0..<count] {
      if !current.isEmpty { current.append(UInt8(ascii: "/")) }
      current += component
      let made = systemPath(current).withUnsafeBufferPointer { mkdir($0.baseAddress!, 0o700) }
      if made == 0 { continue }
      let error = errno
      var info = stat()
      let isFolder = systemPath(current).withUnsafeBufferPointer {
        lstat($0.baseAddress!, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
      }
      guard error == EEXIST, isFolder else { throw failure(current, error: error) }
    }
  }

  /// `root/path` as a NUL-terminated C string.
  private func systemPath(_ path: [UInt8]) -> [CChar] {
    (Array(root.utf8) + [UInt8(ascii: "/")] + path + [0]).map { CChar(bitPattern: $0) }
  }

  private func failure(_ path: [UInt8], error: Int32 = errno) -> RevisionError {
    guard error == EEXIST else { return cannotWrite(error) }
    return .extraction(
      revision: revision,
      reason: "'\(String(decoding: path, as: UTF8.self))' is there twice (two names that this "
        + "file system takes for one, such as 'Feature.swift' and 'feature.swift')")
  }

  private func cannotWrite(_ error: Int32) -> RevisionError {
    .cannotWrite(revision: revision, reason: String(cString: strerror(error)), folder: root)
  }
}
