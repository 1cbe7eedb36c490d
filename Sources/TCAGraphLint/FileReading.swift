import Foundation
import TCAGraphOutput
import TCAGraphSupport

/// Reading and writing the files a lint run touches, with reasons a user can act on.
enum FileReading {
  /// The bytes of a regular file, or a ``LintError/file(path:reason:)``.
  static func data(at path: String) throws(LintError) -> Data {
    do {
      return try RegularFile.contents(atPath: path)
    } catch {
      throw .file(path: path, reason: error.description)
    }
  }

  /// The text of a regular file, or a ``LintError/file(path:reason:)``.
  static func text(at path: String) throws(LintError) -> String {
    guard let text = String(data: try data(at: path), encoding: .utf8) else {
      throw .file(path: path, reason: "not UTF-8 text")
    }
    return text
  }

  /// Writes a file the user keeps (the baseline): a regular file in place, as
  /// ``InPlaceWriter`` does (links followed; its mode, owner and hard links kept; a read-only one
  /// refused); a missing one created whole (``ExclusiveCreation``, which refuses a link to
  /// nothing); anything else through ``OutputWriter`` (in place for a FIFO, a device or
  /// `/dev/stdout`, refused otherwise). Its notes, or a ``LintError/file(path:reason:)``.
  static func write(_ data: Data, to path: String) throws(LintError) -> [String] {
    let fileSystemPath = FileNameBytes.fileSystemPath(path)
    var info = stat()
    if stat(fileSystemPath, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFREG {
        try rewrite(path, expecting: nil, with: data)
        return []
      }
    } else if lstat(fileSystemPath, &info) != 0 || info.st_mode & S_IFMT == S_IFLNK {
      try create(data, at: path)
      return []
    }
    do {
      return try OutputWriter.write(data, to: path).notes
    } catch {
      throw .file(path: path, reason: error.reason)
    }
  }

  /// Rewrites the regular file at `path` in place (``InPlaceWriter``), provided it still holds
  /// `expected`.
  static func rewrite(_ path: String, expecting expected: Data?, with data: Data)
    throws(LintError)
  {
    do {
      try InPlaceWriter.rewrite(path, expecting: expected, with: data, shownAs: path)
    } catch {
      throw .file(path: path, reason: error.reason)
    }
  }

  /// Refuses a regular file at `path` that ``rewrite(_:expecting:with:)`` could not write; a
  /// missing file or anything else passes, to be created or refused when written.
  static func checkWritable(_ path: String) throws(LintError) {
    var info = stat()
    guard stat(FileNameBytes.fileSystemPath(path), &info) == 0, info.st_mode & S_IFMT == S_IFREG
    else { return }
    do {
      try InPlaceWriter.checkWritable(path, shownAs: path)
    } catch {
      throw .file(path: path, reason: error.reason)
    }
  }

  /// Creates the file at `path`, whole, and not over one that appeared since it was looked for
  /// (``ExclusiveCreation``).
  static func create(_ data: Data, at path: String) throws(LintError) {
    do {
      try ExclusiveCreation.create(path, with: data, shownAs: path)
    } catch {
      throw .file(path: path, reason: error.reason)
    }
  }
}
