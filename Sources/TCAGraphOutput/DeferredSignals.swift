import Foundation

/// The SIGINT or SIGTERM that came while ``DeferredSignals`` was installed, 0 for none.
nonisolated(unsafe) private var deferredSignal: Int32 = 0

/// Records a signal to be taken once the write is done; only an assignment, which is
/// async-signal-safe.
private func recordSignal(_ signal: Int32) {
  deferredSignal = signal
}

/// Holds SIGINT and SIGTERM off while a file is written in place, so an interruption never leaves
/// it half written: the signal is recorded by a process-wide handler (whichever thread takes it)
/// and acted on once the write is over.
enum DeferredSignals {
  private static let signals = [SIGINT, SIGTERM]

  /// Runs `body` with SIGINT and SIGTERM recorded instead of acted on, and unblocked on this
  /// thread (a parent may start the process with them blocked). A signal that came is raised
  /// again after `body`, with the handler and mask that were there before; if the process lives
  /// on, it exits 128 + the signal (130, 143), as an interrupted write does. A signal the process
  /// ignores stays ignored.
  static func holding<Result>(_ body: () throws(OutputError) -> Result) throws(OutputError)
    -> Result
  {
    deferredSignal = 0
    var previous: [(Int32, (@convention(c) (Int32) -> Void)?)] = []
    for number in signals {
      let old = signal(number, recordSignal)
      previous.append((number, old))
      if unsafeBitCast(old, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
        _ = signal(number, SIG_IGN)
      }
    }
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals { sigaddset(&set, number) }
    var savedMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &set, &savedMask)
    defer {
      for (number, handler) in previous { _ = signal(number, handler) }
      pthread_sigmask(SIG_SETMASK, &savedMask, nil)
      let taken = deferredSignal
      deferredSignal = 0
      if taken != 0 {
        raise(taken)
        _exit(128 + taken)
      }
    }
    return try body()
  }
}
