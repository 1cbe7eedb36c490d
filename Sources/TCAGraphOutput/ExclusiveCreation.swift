import Foundation
import TCAGraphSupport

/// Creates a file that was not there when tca-graph looked, whole or not at all, and never over
/// one that appeared since.
///
/// The bytes go to a temporary file made beside it (`mkstemp`), which is then hard-linked to the
/// name: the link fails, and nothing is written, if anything holds the name by then. On a file
/// system without hard links the file is created with `O_EXCL` and written, and removed if the
/// write fails.
public enum ExclusiveCreation {
  /// Creates the file at `path` (absolute) holding `contents`, and the folders above it; errors
  /// name `shown`.
  public static func create(_ path: String, with contents: Data, shownAs shown: String)
    throws(OutputError)
  {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreateFolder(
        (shown as NSString).deletingLastPathComponent, "\((error as NSError).localizedDescription)")
    }
    try DeferredSignals.holding { () throws(OutputError) in
      var template = FileNameBytes.fileSystemPath(
        OutputWriter.join(folder, "." + url.lastPathComponent + ".tca-graph-XXXXXX"))
      let temporary = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard temporary >= 0 else { throw .cannotWrite(shown, String(cString: strerror(errno))) }
      defer { unlink(template) }
      let mask = umask(0)
      umask(mask)
      var failure: Int32? = fchmod(temporary, 0o666 & ~mask) == 0 ? nil : errno
      failure = failure ?? writeAll(contents, to: temporary)
      failure = failure ?? (fsync(temporary) == 0 ? nil : errno)
      if close(temporary) != 0 { failure = failure ?? errno }
      if let failure { throw .cannotWrite(shown, String(cString: strerror(failure))) }
      let target = FileNameBytes.fileSystemPath(path)
      if link(template, target) == 0 { return }
      let code = errno
      if code == EEXIST { throw .cannotWrite(shown, taken(path)) }
      guard [EPERM, EOPNOTSUPP, ENOTSUP, EXDEV, EMLINK].contains(code) else {
        throw .cannotWrite(shown, String(cString: strerror(code)))
      }
      try createWithoutLink(path, contents, shownAs: shown)
    }
  }

  /// Why the name is taken: a link to nothing, or a file that appeared while tca-graph ran.
  private static func taken(_ path: String) -> String {
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, stat(path, &info) != 0,
      let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    {
      return "it is a symbolic link to '\(target)', which does not exist; create the file it "
        + "names, or remove the link, and run again"
    }
    return "it was created after tca-graph looked for it (another program wrote it while "
      + "tca-graph ran); nothing was written: run again"
  }

  /// Creates `path` with `O_EXCL` and writes `contents`, removing it if the write fails.
  private static func createWithoutLink(_ path: String, _ contents: Data, shownAs shown: String)
    throws(OutputError)
  {
    let descriptor = open(
      FileNameBytes.fileSystemPath(path), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
      0o666)
    guard descriptor >= 0 else {
      throw .cannotWrite(shown, errno == EEXIST ? taken(path) : String(cString: strerror(errno)))
    }
    var failure = writeAll(contents, to: descriptor)
    failure = failure ?? (fsync(descriptor) == 0 ? nil : errno)
    if close(descriptor) != 0 { failure = failure ?? errno }
    if let failure {
      unlink(FileNameBytes.fileSystemPath(path))
      throw .cannotWrite(shown, String(cString: strerror(failure)) + "; nothing was written")
    }
  }

  /// Writes every byte of `contents` to `descriptor`; an error number on failure.
  private static func writeAll(_ contents: Data, to descriptor: Int32) -> Int32? {
    contents.withUnsafeBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }
}
