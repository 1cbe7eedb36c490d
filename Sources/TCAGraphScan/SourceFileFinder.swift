import Foundation
import TCAGraphModuleMap
import TCAGraphSupport

/// Finds the Swift files under the given paths, skipping build products, dependencies and (unless
/// asked) tests, and applying the include and exclude globs.
///
/// Symbolic links are followed, to folders as to files, whether given or found inside a folder; a
/// folder reached twice (a link loop, or two links to one folder) is read once, and a file reached
/// by two paths is read once, under the first of them in sorted order.
package struct SourceFileFinder {
  let options: ScanOptions

  /// Why a path given to the scanner cannot be scanned.
  struct MissingPath: Error { let path: String }

  /// Absolute paths of the Swift files to read, sorted.
  func files(in paths: [String]) throws -> [String] {
    let manager = FileManager.default
    var found: [String: String] = [:]
    var visited: Set<String> = []
    for path in paths {
      let absolute = ScanPaths.absolute(path, base: options.baseDirectory)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
        throw MissingPath(path: path)
      }
      if isDirectory.boolValue {
        collect(in: absolute, into: &found, visited: &visited)
      } else {
        found[absolute] = Self.resolved(absolute)
      }
    }
    var byTarget: [String: String] = [:]
    for path in found.keys.sorted() {
      let target = found[path]!
      if byTarget[target] == nil { byTarget[target] = path }
    }
    return byTarget.values.sorted()
  }

  /// Adds the Swift files below `folder` to `found`, each with its path with every link
  /// resolved, following links to folders not yet visited. Only an entry that is a link is
  /// resolved on its own; any other's resolved path is the folder's followed by its name.
  private func collect(
    in folder: String, into found: inout [String: String], visited: inout Set<String>
  ) {
    let resolvedFolder = Self.resolved(folder)
    guard visited.insert(resolvedFolder).inserted else { return }
    guard let names = FileNameBytes.names(inFolder: folder) else { return }
    for name in names {
      let full = folder + "/" + name
      let systemPath = FileNameBytes.fileSystemPath(full)
      var info = stat()
      guard lstat(systemPath, &info) == 0 else { continue }
      let isLink = info.st_mode & S_IFMT == S_IFLNK
      if isLink {
        guard stat(systemPath, &info) == 0 else { continue }
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        if ScanPaths.isSkippedFolder(name)
          || (!options.includeTests && TestCode.isTestFolder(name))
          || isExcluded(full)
        {
          continue
        }
        collect(in: full, into: &found, visited: &visited)
        continue
      }
      guard name.hasSuffix(".swift"), name != "Package.swift" else { continue }
      if !options.includeTests && TestCode.isTestFile(name) { continue }
      if isExcluded(full) || !isIncluded(full) { continue }
      found[full] = isLink ? Self.resolved(full) : resolvedFolder + "/" + name
    }
  }

  /// `path` with every symbolic link resolved.
  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  /// The absolute forms of ``ScanOptions/excludedPaths``.
  private var excludedPaths: Set<String> {
    Set(options.excludedPaths.map { ScanPaths.absolute($0, base: options.baseDirectory) })
  }

  private func isExcluded(_ path: String) -> Bool {
    if !options.excludedPaths.isEmpty, excludedPaths.contains(path) { return true }
    guard !options.excludeGlobs.isEmpty else { return false }
    let relative = ScanPaths.relative(path, base: options.baseDirectory)
    return options.excludeGlobs.contains { GlobPattern($0).matches(relative) }
  }

  private func isIncluded(_ path: String) -> Bool {
    guard !options.includeGlobs.isEmpty else { return true }
    let relative = ScanPaths.relative(path, base: options.baseDirectory)
    return options.includeGlobs.contains { GlobPattern($0).matches(relative) }
  }
}
