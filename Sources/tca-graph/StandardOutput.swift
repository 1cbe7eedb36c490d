import Foundation

/// Standard output, written with the system's own reasons when it cannot be (closed, full, its
/// reader gone) rather than Foundation's error objects.
enum StandardOutput {
  /// Opens `/dev/null` on standard output and standard error where the process was started with
  /// them closed, so that no file the run opens takes their numbers (and receives the report);
  /// returns whether standard output was closed.
  static func reserveIfClosed() -> Bool {
    var closed = false
    for descriptor in [STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      if descriptor == STDOUT_FILENO { closed = true }
      let null = open("/dev/null", O_WRONLY)
      if null >= 0, null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    return closed
  }

  /// Writes `data` to standard output (closed at start if `closed`); why it could not, if not.
  static func write(_ data: Data, closed: Bool) -> String? {
    guard !data.isEmpty else { return nil }
    guard !closed else { return reason(EBADF) }
    var failure: Int32?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(
          STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    return failure.map(reason)
  }

  /// What `code` means for standard output, and what to do.
  private static func reason(_ code: Int32) -> String {
    switch code {
    case EBADF: "it is closed (EBADF); run with it open, or send it to a file or /dev/null"
    case ENOSPC: "no space is left on its device (ENOSPC)"
    case EPIPE: "its reader has gone (EPIPE)"
    default: "\(String(cString: strerror(code))) (errno \(code))"
    }
  }
}
