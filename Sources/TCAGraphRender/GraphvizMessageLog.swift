import CGraphviz
import Foundation

/// Collects what libcgraph reports through `agerr` while a render runs, instead of letting
/// graphviz print it to standard error.
enum GraphvizMessageLog {
  /// The text received since the last ``capture(_:)`` began, guarded by its own lock because
  /// graphviz calls back through a C function pointer that carries no context.
  private final class Buffer: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func reset() { lock.withLock { text = "" } }
    func append(_ piece: String) { lock.withLock { text += piece } }
    func read() -> String { lock.withLock { text } }
  }

  private static let buffer = Buffer()

  /// Runs `body` with graphviz's error and warning messages routed into the log; `body` reads
  /// the messages so far through its argument. Restores the previous handler afterwards.
  ///
  /// Callers must hold the renderer's global lock: the handler is process-wide graphviz state.
  static func capture<Result>(
    _ body: (_ messages: () -> GraphvizMessages) throws -> Result
  ) rethrows -> Result {
    buffer.reset()
    _ = agreseterrors()
    let previousHandler = agseterrf { piece in
      if let piece { GraphvizMessageLog.buffer.append(String(cString: piece)) }
      return 0
    }
    let previousLevel = agseterr(AGWARN)
    defer {
      _ = agseterrf(previousHandler)
      _ = agseterr(previousLevel)
      _ = agreseterrors()
    }
    return try body { GraphvizMessages(raw: buffer.read(), hasErrors: agerrors() > 0) }
  }
}

/// The messages graphviz reported during one step of a render.
struct GraphvizMessages {
  /// Everything graphviz wrote, as it wrote it.
  let raw: String
  /// Whether any of it was an error rather than a warning.
  let hasErrors: Bool

  /// The messages as one line: graphviz's `Error: `/`Warning: ` prefixes dropped, errors first,
  /// lines joined with `; `.
  var summary: String {
    let lines = raw.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    let errors = lines.filter { $0.hasPrefix("Error") }.map { Self.dropLevel($0) }
    let others = lines.filter { !$0.hasPrefix("Error") }.map { Self.dropLevel($0) }
    return (errors + others).joined(separator: "; ")
  }

  /// The first line number graphviz names (`... in line 3 ...`), if any.
  var line: Int? {
    guard let match = raw.firstMatch(of: /in line (\d+)/) else { return nil }
    return Int(match.1)
  }

  private static func dropLevel(_ line: String) -> String {
    for prefix in ["Error: ", "Warning: "] where line.hasPrefix(prefix) {
      return String(line.dropFirst(prefix.count))
    }
    return line
  }
}
