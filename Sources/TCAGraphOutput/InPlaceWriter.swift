import Foundation
import TCAGraphSupport

/// Writes a file the user keeps and edits (a configuration, a baseline) through the file that is
/// there, never replacing it: the same inode, so its hard links, mode, owner and any link to it
/// stay as they were.
///
/// A rewrite opens the file (links followed, so a linked file is written at its target), refuses
/// one that is read-only rather than changing its permissions, and takes an exclusive `flock`
/// against another tca-graph. It then reads the file again and, given the bytes it held when it
/// was read before, writes nothing if they differ: an edit saved while tca-graph ran is never
/// lost. The bytes are written from the first that differs, those past the old end first (so a
/// full disk fails before an old byte changes), with SIGINT and SIGTERM taken only once the file
/// is whole (``DeferredSignals``), and put back if a write fails. What cannot be prevented is a program
/// that writes the same file in the instant between that last read and the write.
public enum InPlaceWriter {
  /// An environment variable naming seconds to wait once a rewrite has written its first bytes
  /// (those past the file's old end), for tests that interrupt it.
  public static let pauseVariable = "TCA_GRAPH_PAUSE_IN_PLACE_WRITE"

  /// Rewrites the regular file at `path` (absolute; links followed) to hold `contents`. With
  /// `expected`, the bytes it held when it was read, nothing is written if it holds others now.
  /// Errors name `shown`.
  public static func rewrite(
    _ path: String, expecting expected: Data?, with contents: Data, shownAs shown: String
  ) throws(OutputError) {
    let descriptor = try openForRewrite(path, shownAs: shown)
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { break }
    }
    let current = try readAll(descriptor, shownAs: shown)
    if let expected, current != expected {
      throw .cannotWrite(
        shown,
        "it changed after tca-graph read it (another program saved it while tca-graph ran); "
          + "nothing was written, so that edit is kept: run again")
    }
    guard current != contents else { return }
    try DeferredSignals.holding { () throws(OutputError) in
      try write(contents, over: current, into: descriptor, shownAs: shown)
    }
    var now = stat()
    var written = stat()
    if fstat(descriptor, &written) == 0,
      stat(FileNameBytes.fileSystemPath(path), &now) != 0
        || now.st_dev != written.st_dev || now.st_ino != written.st_ino
    {
      throw .cannotWrite(
        shown,
        "another program replaced it while tca-graph wrote it; the file there now is kept, "
          + "without this write: run again")
    }
  }

  /// Refuses, as ``rewrite(_:expecting:with:shownAs:)`` would, a file at `path` that cannot be
  /// rewritten (read-only, on a read-only file system, not a regular file), writing nothing: a
  /// run checks before it does the work whose result it writes.
  public static func checkWritable(_ path: String, shownAs shown: String) throws(OutputError) {
    close(try openForRewrite(path, shownAs: shown))
  }

  /// Opens the regular file at `path` for reading and writing, refusing a read-only one (even
  /// to root), one on a read-only file system, and anything that is not a regular file.
  private static func openForRewrite(_ path: String, shownAs shown: String) throws(OutputError)
    -> Int32
  {
    let fileSystemPath = FileNameBytes.fileSystemPath(path)
    let descriptor = open(fileSystemPath, O_RDWR | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      var info = stat()
      let found = stat(fileSystemPath, &info) == 0
      switch code {
      case EACCES where found:
        throw .cannotWrite(shown, readOnly(info.st_mode))
      case EROFS:
        throw .cannotWrite(
          shown,
          "it is on a read-only file system; tca-graph writes it in place, so the file system "
            + "must be writable")
      case EISDIR: throw .cannotWrite(shown, "a folder is in the way")
      default: throw .cannotWrite(shown, String(cString: strerror(code)))
      }
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw .cannotWrite(shown, reason)
    }
    if let kind = RegularFile.kind(of: info.st_mode) {
      close(descriptor)
      throw .cannotWrite(
        shown, "it is \(kind); tca-graph rewrites only a regular file in place")
    }
    if info.st_mode & 0o222 == 0 {
      close(descriptor)
      throw .cannotWrite(shown, readOnly(info.st_mode))
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return descriptor
  }

  /// Why a file of mode `mode` is not written: read-only, or not writable by this user;
  /// tca-graph does not change permissions.
  private static func readOnly(_ mode: mode_t) -> String {
    let octal = "0" + String(mode & 0o7777, radix: 8)
    let what =
      mode & 0o222 == 0
      ? "it is read-only (mode \(octal))" : "this user may not write it (mode \(octal))"
    return what + ", and tca-graph does not change a file's permissions: make it writable "
      + "(chmod u+w) and run again"
  }

  /// Every byte of the file open at `descriptor`, read from its start.
  private static func readAll(_ descriptor: Int32, shownAs shown: String) throws(OutputError)
    -> Data
  {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var offset: off_t = 0
    while true {
      let count = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .cannotWrite(shown, "cannot read it again: " + String(cString: strerror(errno)))
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
      offset += off_t(count)
    }
  }

  /// Writes `contents` over `current`, the file's bytes, from the first byte that differs:
  /// first the bytes past `current`'s end, so that a full disk fails before an old byte has
  /// changed, then the rest; `current` is put back if a write fails.
  private static func write(
    _ contents: Data, over current: Data, into descriptor: Int32, shownAs shown: String
  ) throws(OutputError) {
    let old = [UInt8](current)
    let new = [UInt8](contents)
    var first = 0
    while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
    if new.count > old.count {
      if let failure = writeAll(new, from: max(first, old.count), to: new.count, into: descriptor) {
        _ = truncate(descriptor, to: old.count)
        throw .cannotWrite(shown, String(cString: strerror(failure)) + "; nothing was written")
      }
      pauseForTests()
    }
    if let failure = writeAll(new, from: first, to: min(old.count, new.count), into: descriptor)
      ?? truncate(descriptor, to: new.count) ?? sync(descriptor)
    {
      let restored =
        writeAll(old, from: first, to: old.count, into: descriptor) == nil
        && truncate(descriptor, to: old.count) == nil && sync(descriptor) == nil
      throw .cannotWrite(
        shown,
        String(cString: strerror(failure))
          + (restored ? "; its text was put back as it was" : "; it may be partly written"))
    }
  }

  /// Waits the seconds ``pauseVariable`` names, if any, half way through a rewrite.
  private static func pauseForTests() {
    if let pause = ProcessInfo.processInfo.environment[pauseVariable].flatMap(Double.init) {
      Thread.sleep(forTimeInterval: pause)
    }
  }

  /// Writes `bytes[start..<end]` at the same offset; an error number on failure.
  private static func writeAll(
    _ bytes: [UInt8], from start: Int, to end: Int, into descriptor: Int32
  ) -> Int32? {
    var offset = start
    while offset < end {
      let written = bytes.withUnsafeBytes {
        pwrite(descriptor, $0.baseAddress! + offset, end - offset, off_t(offset))
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }

  private static func truncate(_ descriptor: Int32, to count: Int) -> Int32? {
    ftruncate(descriptor, off_t(count)) == 0 ? nil : errno
  }

  private static func sync(_ descriptor: Int32) -> Int32? {
    fsync(descriptor) == 0 ? nil : errno
  }
}
