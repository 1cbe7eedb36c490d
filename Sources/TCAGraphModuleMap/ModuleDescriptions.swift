import TCAGraphSupport

/// The SwiftPM manifests, Tuist projects and Xcode projects that say which module each scanned file belongs to,
/// as (path, text) pairs with paths written as the scanner writes file paths.
package struct ModuleDescriptions: Sendable {
  /// `Package.swift` files.
  package var manifests: [(path: String, text: String)] = []
  /// Tuist `Project.swift` files (those that import `ProjectDescription`).
  package var tuistProjects: [(path: String, text: String)] = []
  /// `project.pbxproj` files, each inside its `.xcodeproj` folder.
  package var projects: [(path: String, text: String)] = []
  /// Warnings about manifests or projects that were found but could not be read.
  package var warnings: [ScanDiagnostic] = []

  package init(
    manifests: [(path: String, text: String)] = [],
    tuistProjects: [(path: String, text: String)] = [],
    projects: [(path: String, text: String)] = [], warnings: [ScanDiagnostic] = []
  ) {
    self.manifests = manifests
    self.tuistProjects = tuistProjects
    self.projects = projects
    self.warnings = warnings
  }
}
