import Foundation

/// Runs work on as many threads as there are cores, each with a large stack, so that a deeply
/// nested file parses without overflowing a dispatch worker's small stack.
package enum LargeStackWorkers {
  /// The stack each worker gets: SwiftParser recurses once per nesting level.
  static let stackSize = 256 << 20

  /// Applies `transform` to every element on all cores, keeping the input order.
  package static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Output
  ) -> [Output] {
    guard !inputs.isEmpty else { return [] }
    let results = ResultSlots<Output>(count: inputs.count)
    let next = WorkCounter()
    let done = DispatchGroup()
    let workers = min(inputs.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    for _ in 0..<workers {
      done.enter()
      let thread = Thread {
        while let index = next.take(below: inputs.count) {
          results.set(index, transform(inputs[index]))
        }
        done.leave()
      }
      thread.stackSize = stackSize
      thread.start()
    }
    done.wait()
    return results.values()
  }
}

/// Hands out indexes one by one to workers, under a lock.
private final class WorkCounter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()

  /// The next index, or `nil` once `count` are handed out.
  func take(below count: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard value < count else { return nil }
    value += 1
    return value - 1
  }
}
