import Foundation

/// Finds the Swift files under the given paths, skipping build products, dependencies and (unless
/// asked) tests, and applying the include and exclude globs.
struct SourceFileFinder {
  let options: ScanOptions

  static let skippedFolders: Set<String> = [
    ".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm", "node_modules", "checkouts",
  ]

  /// Why a path given to the scanner cannot be scanned.
  struct MissingPath: Error { let path: String }

  /// Absolute paths of the Swift files to read, sorted.
  func files(in paths: [String]) throws -> [String] {
    let manager = FileManager.default
    var found: Set<String> = []
    for path in paths {
      let absolute = Self.absolute(path, base: options.baseDirectory)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
        throw MissingPath(path: path)
      }
      if !isDirectory.boolValue {
        found.insert(absolute)
        continue
      }
      guard let enumerator = manager.enumerator(atPath: absolute) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let full = absolute + "/" + relative
        let name = (relative as NSString).lastPathComponent
        if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
          if Self.skippedFolders.contains(name)
            || (!options.includeTests && TestCode.isTestFolder(name))
            || isExcluded(full)
          {
            enumerator.skipDescendants()
          }
          continue
        }
        guard name.hasSuffix(".swift"), name != "Package.swift" else { continue }
        if !options.includeTests && TestCode.isTestFile(name) { continue }
        if isExcluded(full) || !isIncluded(full) { continue }
        found.insert(full)
      }
    }
    return found.sorted()
  }

  private func isExcluded(_ path: String) -> Bool {
    let relative = Self.relative(path, base: options.baseDirectory)
    return options.excludeGlobs.contains { GlobPattern($0).matches(relative) }
  }

  private func isIncluded(_ path: String) -> Bool {
    guard !options.includeGlobs.isEmpty else { return true }
    let relative = Self.relative(path, base: options.baseDirectory)
    return options.includeGlobs.contains { GlobPattern($0).matches(relative) }
  }

  /// `path` made absolute against `base`, with `.` and `..` removed.
  static func absolute(_ path: String, base: String) -> String {
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }

  /// `path` relative to `base` when inside it, else unchanged.
  static func relative(_ path: String, base: String) -> String {
    let root = URL(fileURLWithPath: base).standardizedFileURL.path
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
