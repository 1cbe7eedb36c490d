import Foundation

/// An array of C strings.
private typealias CStrings = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

/// The staged files and the staging folder an interrupted write removes: prepared C strings, the
/// folder last. Set only while ``OutputInterruption`` is installed.
nonisolated(unsafe) private var interruptedPaths: CStrings? = nil
/// How many entries ``interruptedPaths`` holds.
nonisolated(unsafe) private var interruptedPathCount = 0
/// What the handler prints when it cannot remove everything staged: a prepared C string.
nonisolated(unsafe) private var leftBehindMessage: UnsafeMutablePointer<CChar>? = nil

/// The SIGINT and SIGTERM handler during a write: removes the staged files and the staging folder,
/// says so on standard error if one could not be removed, then exits 128 + the signal (130, 143).
/// It calls only `unlink`, `rmdir`, `write`, `strlen` and `_exit`, which are async-signal-safe, on
/// strings prepared before it was installed.
private func removeStagingAndExit(_ signal: Int32) {
  var failed = false
  if let paths = interruptedPaths, interruptedPathCount > 0 {
    var index = 0
    while index < interruptedPathCount - 1 {
      if let path = paths[index], unlink(path) != 0, errno != ENOENT { failed = true }
      index += 1
    }
    if let folder = paths[interruptedPathCount - 1], rmdir(folder) != 0, errno != ENOENT {
      failed = true
    }
  }
  if failed, let message = leftBehindMessage {
    _ = write(STDERR_FILENO, message, strlen(message))
  }
  _exit(128 + signal)
}

/// While output is staged, a SIGINT or SIGTERM removes the staging folder and exits 130 or 143,
/// so an interrupted run leaves no temporary files behind.
///
/// The handler is installed with `signal()` and does only async-signal-safe work. A
/// `DispatchSource` signal source was not used: its handler runs later, on another thread, while
/// the writer goes on renaming. The renames themselves run with both signals blocked
/// (``holdingSignals(_:)``), so a signal lands before the first, or is taken after the last and
/// reported, the new files being in place (``disarm()``).
final class OutputInterruption {
  private static let signals = [SIGINT, SIGTERM]
  private var previous: [Int32: (@convention(c) (Int32) -> Void)?] = [:]
  private let paths: CStrings
  private let count: Int
  private let message: UnsafeMutablePointer<CChar>?
  private var savedMask = sigset_t()

  /// Prepares the paths of `count` staged files named `0`, `1`, … in `staging`, and the folder,
  /// and the message naming the folder as `shown` should it stay behind.
  init(staging: String, count: Int, shownAs shown: String) {
    message = strdup(
      "error: interrupted; '\(shown)' could not be removed and holds the files staged so far\n")
    self.count = count + 1
    paths = .allocate(capacity: count + 1)
    for index in 0..<count {
      paths[index] = strdup(staging + "/\(index)")
    }
    paths[count] = strdup(staging)
  }

  deinit {
    free(message)
    for index in 0..<count { free(paths[index]) }
    paths.deallocate()
  }

  /// Installs the handler, keeping a signal the process ignores ignored, and unblocks both
  /// signals on this thread (a parent may start the process with them blocked).
  func begin() {
    interruptedPathCount = count
    interruptedPaths = paths
    leftBehindMessage = message
    for number in Self.signals {
      let old = signal(number, removeStagingAndExit)
      previous[number] = old
      if unsafeBitCast(old, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
        _ = signal(number, SIG_IGN)
      }
    }
    var handled = Self.signalSet()
    pthread_sigmask(SIG_UNBLOCK, &handled, &savedMask)
  }

  /// SIGINT and SIGTERM.
  private static func signalSet() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals { sigaddset(&set, number) }
    return set
  }

  /// Runs `body` with SIGINT and SIGTERM held until it returns.
  func holdingSignals<Result>(_ body: () throws(OutputError) -> Result) throws(OutputError)
    -> Result
  {
    var blocked = Self.signalSet()
    var old = sigset_t()
    pthread_sigmask(SIG_BLOCK, &blocked, &old)
    defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
    return try body()
  }

  /// Once every file is in place, with both signals held (``holdingSignals(_:)``): restores the
  /// previous handlers, so the staging clean-up no longer runs, and takes a SIGINT or SIGTERM
  /// that arrived during the renames; returns it, to be reported instead of exiting as if
  /// nothing had been written.
  func disarm() -> Int32? {
    for (number, handler) in previous { _ = signal(number, handler) }
    previous = [:]
    interruptedPaths = nil
    interruptedPathCount = 0
    leftBehindMessage = nil
    var pending = sigset_t()
    sigpending(&pending)
    var taken: Int32?
    for number in Self.signals where sigismember(&pending, number) == 1 {
      var only = sigset_t()
      sigemptyset(&only)
      sigaddset(&only, number)
      var received: Int32 = 0
      if sigwait(&only, &received) == 0 { taken = taken ?? received }
    }
    return taken
  }

  /// Restores the previous handlers and signal mask.
  func end() {
    pthread_sigmask(SIG_SETMASK, &savedMask, nil)
    for (number, handler) in previous { _ = signal(number, handler) }
    previous = [:]
    interruptedPaths = nil
    interruptedPathCount = 0
    leftBehindMessage = nil
  }
}
