import Foundation

/// What a module map was read from: the manifests and projects found around the inputs (their
/// paths, texts and warnings, as one SHA-256) and the folders whose existence it asked about.
struct ModuleInputs: Codable, Equatable, Sendable {
  /// One question about a folder and its answer.
  struct FolderAnswer: Codable, Equatable, Sendable {
    var folder: String
    var exists: Bool
  }

  var descriptionsHash: String
  var folders: [FolderAnswer]

  /// The inputs of `descriptions`, with the folder answers recorded while reading them.
  init(descriptions: ModuleDescriptions, folders: [FolderAnswer]) {
    var text = ""
    for (kind, files) in [
      ("manifest", descriptions.manifests), ("tuist", descriptions.tuistProjects),
      ("project", descriptions.projects),
    ] {
      for file in files {
        text += "\(kind)\n\(file.path.utf8.count)\n\(file.path)\n\(file.text.utf8.count)\n"
        text += file.text
      }
    }
    for warning in descriptions.warnings { text += "warning\n\(warning)\n" }
    descriptionsHash = SHA256.hex(of: text.utf8)
    self.folders = folders
  }

  /// Whether the module map of `descriptions` would be read from the same inputs as this one,
  /// asking the file system each recorded folder question again.
  func matches(_ descriptions: ModuleDescriptions) -> Bool {
    ModuleInputs(descriptions: descriptions, folders: folders).descriptionsHash == descriptionsHash
      && folders.allSatisfy { FolderQuestions.exists($0.folder) == $0.exists }
  }
}

/// Answers whether a folder exists, recording each question and answer for ``ModuleInputs``.
final class FolderQuestions: @unchecked Sendable {
  private var answers: [String: Bool] = [:]
  private let lock = NSLock()

  /// The recorded answers, sorted by folder.
  var recorded: [ModuleInputs.FolderAnswer] {
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
  static func exists(_ folder: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
