import Foundation
import TCAGraphOutput
import TCAGraphSupport

/// Reading and writing the files a lint run touches, with reasons a user can act on.
enum FileReading {
  /// The text of a regular file, or a ``LintError/file(path:reason:)``.
  static func text(at path: String) throws(LintError) -> String {
    let data: Data
    do {
      data = try RegularFile.contents(atPath: path)
    } catch {
      throw .file(path: path, reason: error.description)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .file(path: path, reason: "not UTF-8 text")
    }
    return text
  }

  /// Writes a file through ``OutputWriter`` (whole, or in place for a FIFO, a device or
  /// `/dev/stdout`); its notes, or a ``LintError/file(path:reason:)``.
  static func write(_ data: Data, to path: String) throws(LintError) -> [String] {
    do {
      return try OutputWriter.write(data, to: path).notes
    } catch {
      throw .file(path: path, reason: error.reason)
    }
  }
}
