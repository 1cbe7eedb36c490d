/// The SwiftPM manifests, Tuist projects and Xcode projects that say which module each scanned file belongs to,
/// as (path, text) pairs with paths written as the scanner writes file paths.
struct ModuleDescriptions: Sendable {
  /// `Package.swift` files.
  var manifests: [(path: String, text: String)] = []
  /// Tuist `Project.swift` files (those that import `ProjectDescription`).
  var tuistProjects: [(path: String, text: String)] = []
  /// `project.pbxproj` files, each inside its `.xcodeproj` folder.
  var projects: [(path: String, text: String)] = []
  /// Warnings about manifests or projects that were found but could not be read.
  var warnings: [ScanDiagnostic] = []
}
