import Foundation

/// The path arithmetic of a scan: absolute and relative forms of the paths given and found, and
/// the folders no scan enters.
package enum ScanPaths {
  /// Folders of build products, dependencies and version control, never searched for sources.
  package static let skippedFolders: Set<String> = [
    ".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm", "node_modules", "checkouts",
  ]

  /// Whether a folder named `name` is never searched: one of ``skippedFolders``, or an Xcode file
  /// template (`TCA.xctemplate`), whose Swift files hold placeholders (`___FILEBASENAME___`)
  /// and are never compiled.
  package static func isSkippedFolder(_ name: String) -> Bool {
    skippedFolders.contains(name) || name.hasSuffix(".xctemplate")
  }

  /// `path` made absolute against `base`, with `.` and `..` removed.
  package static func absolute(_ path: String, base: String) -> String {
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }

  /// `path` relative to `base` when inside it, else unchanged.
  package static func relative(_ path: String, base: String) -> String {
    let root = URL(fileURLWithPath: base).standardizedFileURL.path
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
