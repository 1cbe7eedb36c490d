import Foundation

/// Slots that parallel workers fill by index, under a lock.
final class ResultSlots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  func values() -> [Value] { slots.compactMap { $0 } }
}
