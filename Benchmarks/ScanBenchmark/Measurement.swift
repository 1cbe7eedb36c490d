import Dispatch
import Foundation

func peakMemoryMB() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return 0 }
  let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
  return kilobytes / 1024
}

func seconds(_ work: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try work()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func secondsIn(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func format(_ duration: Duration) -> String { String(format: "%.3f", secondsIn(duration)) }

/// A total that parallel workers add to.
final class Counter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()
  func add(_ amount: Int) {
    lock.lock()
    value += amount
    lock.unlock()
  }
  var total: Int {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
