import Foundation

/// Where the facts cache lives when no folder is given: inside the scanned package's build
/// folder, else in the user's cache folder.
public enum FactsCacheLocation {
  /// `<package>/.build/tca-graph` for the nearest folder at or above the first input that holds a
  /// `Package.swift`; otherwise `tca-graph` in `$XDG_CACHE_HOME`, `~/Library/Caches` (macOS) or
  /// `~/.cache`; `nil` when there is no home folder either.
  public static func defaultDirectory(
    inputs: [String], baseDirectory: String, environment: [String: String]
  ) -> String? {
    if let first = inputs.first, let package = enclosingPackage(of: first, base: baseDirectory) {
      return package + "/.build/tca-graph"
    }
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      return xdg + "/tca-graph"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    #if os(macOS)
      return home + "/Library/Caches/tca-graph"
    #else
      return home + "/.cache/tca-graph"
    #endif
  }

  /// The nearest folder at or above `input` holding a `Package.swift`.
  static func enclosingPackage(of input: String, base: String) -> String? {
    var folder = URL(fileURLWithPath: input, relativeTo: URL(fileURLWithPath: base))
      .standardizedFileURL
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      folder.deleteLastPathComponent()
    }
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.path
      }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path, !folder.path.isEmpty, folder.path != "/" else { return nil }
      folder = parent
    }
  }
}
