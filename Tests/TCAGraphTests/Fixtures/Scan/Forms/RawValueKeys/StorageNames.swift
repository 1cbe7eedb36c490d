import Foundation

/// The user-defaults names of the notes app, versioned by hand.
enum StorageNames: String {
  case onboardingSeen = "onboarding-v2"
  case exportFormat = "export-format"
  case compactRows

  var key: String { "notes-\(rawValue)" }

  var legacyKey: String {
    return "legacy.\(self.rawValue).flag"
  }
}

enum Folders: Int {
  case inbox = 1

  var key: String { "folder-\(rawValue)" }
}
