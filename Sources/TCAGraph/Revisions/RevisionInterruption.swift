import Foundation

/// While revisions are copied and scanned, a SIGINT or SIGTERM kills the git processes still
/// running, removes the scratch folder and exits 130 or 143.
///
/// The signals are taken by `DispatchSource`s, whose handler may do what a signal handler may
/// not (remove a folder tree); nothing is renamed into place meanwhile, so its running beside
/// the scan is harmless. A signal the process was started ignoring stays ignored.
final class RevisionInterruption {
  private static let signals = [SIGINT, SIGTERM]
  private var sources: [DispatchSourceSignal] = []
  private var previous: [Int32: (@convention(c) (Int32) -> Void)?] = [:]

  /// Starts watching for the signals; `folder` is removed when one comes.
  init(removing folder: String) {
    for number in Self.signals {
      let old = signal(number, SIG_IGN)
      if unsafeBitCast(old, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
      previous[number] = old
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        RunningChildren.shared.stopAll()
        for _ in 0..<3 where FileManager.default.fileExists(atPath: folder) {
          try? FileManager.default.removeItem(atPath: folder)
        }
        _exit(128 + number)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops watching and restores the previous handlers.
  func end() {
    for source in sources { source.cancel() }
    sources = []
    for (number, handler) in previous { _ = signal(number, handler) }
    previous = [:]
  }
}
