import Foundation

/// One question about a folder that reading a module map asked, and its answer.
package struct FolderAnswer: Codable, Equatable, Sendable {
  package var folder: String
  package var exists: Bool

  package init(folder: String, exists: Bool) {
    self.folder = folder
    self.exists = exists
  }
}

/// Answers whether a folder exists, recording each question and answer for ``ModuleInputs``.
package final class FolderQuestions: @unchecked Sendable {
  private var answers: [String: Bool] = [:]
  private let lock = NSLock()

  package init() {}

  /// The recorded answers, sorted by folder.
  package var recorded: [FolderAnswer] {
    lock.lock()
    defer { lock.unlock() }
    return answers.sorted { $0.key < $1.key }.map { .init(folder: $0.key, exists: $0.value) }
  }

  /// Whether `folder` exists and is a folder, recorded.
  func ask(_ folder: String) -> Bool {
    let exists = Self.exists(folder)
    lock.lock()
    answers[folder] = exists
    lock.unlock()
    return exists
  }

  /// Whether `folder` exists and is a folder.
  package static func exists(_ folder: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
