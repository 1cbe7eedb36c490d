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
/// and raised again, with the previous handler back, once the write is over.
enum DeferredSignals {
  private static let signals = [SIGINT, SIGTERM]

  /// Runs `body` with SIGINT and SIGTERM recorded instead of acted on; a signal that came is
  /// raised again after `body`, with the handler that was there before (by default, ending the
  /// process as the signal would have). A signal the process ignores stays ignored.
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
    defer {
      for (number, handler) in previous { _ = signal(number, handler) }
      let taken = deferredSignal
      deferredSignal = 0
      if taken != 0 { raise(taken) }
    }
    return try body()
  }
}
