import Foundation
import TCAGraphModuleMap
import TCAGraphSupport

/// What a module map was read from: the manifests and projects found around the inputs (their
/// paths, texts and warnings, as one SHA-256) and the folders whose existence it asked about.
package struct ModuleInputs: Codable, Equatable, Sendable {
  package typealias FolderAnswer = TCAGraphModuleMap.FolderAnswer

  var descriptionsHash: String
  var folders: [FolderAnswer]

  /// The inputs of `descriptions`, with the folder answers recorded while reading them.
  package init(descriptions: ModuleDescriptions, folders: [FolderAnswer]) {
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
  package func matches(_ descriptions: ModuleDescriptions) -> Bool {
    ModuleInputs(descriptions: descriptions, folders: folders).descriptionsHash == descriptionsHash
      && folders.allSatisfy { FolderQuestions.exists($0.folder) == $0.exists }
  }
}
