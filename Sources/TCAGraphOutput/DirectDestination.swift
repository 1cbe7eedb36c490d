import Foundation
import TCAGraphSupport

/// A single file's destination that is not replaced by a rename but written in place: an open
/// descriptor (`/dev/stdout`, `/dev/fd/3`), a FIFO or a character device (`/dev/null`, a
/// terminal). Renaming over one of them would put a regular file where the pipe or the device
/// was (as root, over the system's `/dev/null`).
enum DirectDestination {
  /// The descriptor `path` names (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`),
  /// if it names one.
  static func descriptor(named path: String) -> Int32? {
    switch path {
    case "/dev/stdin": return STDIN_FILENO
    case "/dev/stdout": return STDOUT_FILENO
    case "/dev/stderr": return STDERR_FILENO
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        let number = path.dropFirst(prefix.count)
        if !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber) {
          return Int32(number)
        }
      }
      return nil
    }
  }

  /// Whether `path` (absolute) is to be written in place: `true` for a descriptor path, a FIFO
  /// or a character device (through a symbolic link too); `false` for a regular file or a
  /// missing one, which are replaced whole by a rename. A folder, a block device or a socket is
  /// refused, naming `shown`.
  static func isDirect(_ path: String, shownAs shown: String) throws(OutputError) -> Bool {
    if descriptor(named: path) != nil { return true }
    var info = stat()
    guard lstat(path, &info) == 0 else { return false }
    var type = info.st_mode & S_IFMT
    if type == S_IFLNK {
      guard stat(path, &info) == 0 else { return false }
      type = info.st_mode & S_IFMT
      // A link to anything else is refused by the whole-or-nothing writer, which never follows
      // one.
      return type == S_IFIFO || type == S_IFCHR
    }
    switch type {
    case S_IFIFO, S_IFCHR: return true
    case S_IFREG: return false
    case S_IFDIR: throw .cannotWrite(shown, "a folder is in the way")
    default:
      throw .cannotWrite(
        shown,
        "it is \(RegularFile.kind(of: info.st_mode) ?? "not a regular file"); tca-graph writes "
          + "only to a regular file, a FIFO or a character device such as a terminal")
    }
  }

  /// Writes `contents` into the descriptor, FIFO or device at `path`, without creating,
  /// truncating or renaming anything. A FIFO nobody reads is refused at once instead of
  /// blocking the run.
  static func write(_ contents: Data, to path: String, shownAs shown: String) throws(OutputError) {
    if let number = descriptor(named: path) {
      guard fcntl(number, F_GETFD) != -1 else {
        throw .cannotWrite(shown, "descriptor \(number) is not open")
      }
      try writeAll(contents, to: number, shownAs: shown)
      return
    }
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      var info = stat()
      let isFIFO = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
      throw .cannotWrite(
        shown,
        code == ENXIO && isFIFO
          ? "it is a FIFO (named pipe) and nothing reads from it; start its reader first, or "
            + "name a regular file"
          : String(cString: strerror(code)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0,
      [S_IFIFO, S_IFCHR].contains(info.st_mode & S_IFMT)
    else {
      throw .cannotWrite(shown, "it changed while it was being opened; run again")
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    try writeAll(contents, to: descriptor, shownAs: shown)
  }

  /// Writes every byte of `contents` to `descriptor`.
  private static func writeAll(_ contents: Data, to descriptor: Int32, shownAs shown: String)
    throws(OutputError)
  {
    var failure: Int32?
    contents.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if let failure {
      throw .cannotWrite(
        shown,
        failure == EPIPE
          ? "its reader closed it before the end" : String(cString: strerror(failure)))
    }
  }
}
