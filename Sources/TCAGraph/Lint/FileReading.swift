import Foundation

/// Reading and writing the files a lint run touches, with reasons a user can act on.
enum FileReading {
  /// The text of a file, or a ``LintError/file(path:reason:)``.
  static func text(at path: String) throws(LintError) -> String {
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      guard let text = String(data: data, encoding: .utf8) else {
        throw LintError.file(path: path, reason: "not UTF-8 text")
      }
      return text
    } catch let error as LintError {
      throw error
    } catch {
      throw .file(path: path, reason: reason(for: error, path: path))
    }
  }

  /// Writes a file whole, through ``OutputWriter``, or a ``LintError/file(path:reason:)``.
  static func write(_ data: Data, to path: String) throws(LintError) {
    let url = URL(fileURLWithPath: path)
    do {
      try OutputWriter.write(
        [OutputFile(name: url.lastPathComponent, contents: data)],
        into: url.deletingLastPathComponent().path)
    } catch {
      throw .file(path: path, reason: error.reason)
    }
  }

  /// A short reason for a Foundation file error.
  static func reason(for error: any Error, path: String) -> String {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    if !fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
      let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
      return fileManager.fileExists(atPath: parent) ? "no such file" : "no such folder '\(parent)'"
    }
    if isDirectory.boolValue { return "is a folder, not a file" }
    if !fileManager.isReadableFile(atPath: path) { return "permission denied" }
    return (error as NSError).localizedDescription
  }
}
