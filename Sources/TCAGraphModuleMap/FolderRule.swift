import TCAGraphSupport
import TCAGraphSyntax

/// Names the module of a file that no target claims after a folder: the top folder under the
/// scanned input holding it, the input folder itself for a file directly in it, the parent folder
/// of a single-file input, or (with no inputs) the first component of the file's path.
struct FolderRule: Sendable {
  /// Absolute input folders, deepest first.
  private let folders: [String]
  /// Absolute single-file inputs.
  private let files: Set<String>
  private let baseDirectory: String

  /// A rule for the inputs given to the scanner (as written), telling a single-file input from a
  /// folder by whether it is one of the scanned `files` (absolute) or ends in `.swift`.
  init(inputs: [String], files: Set<String>, baseDirectory: String) {
    let absolute = inputs.map { ScanPaths.absolute($0, base: baseDirectory) }
    let singleFiles = absolute.filter { files.contains($0) || $0.hasSuffix(".swift") }
    self.files = Set(singleFiles)
    self.folders = Set(absolute).subtracting(singleFiles).sorted {
      ($0.utf8.count, $0) > ($1.utf8.count, $1)
    }
    self.baseDirectory = ScanPaths.absolute(".", base: baseDirectory)
  }

  /// The module of the file at the absolute `path`, and the absolute folder it is named after
  /// (`nil` for a bare file name scanned without inputs, which gets `App`).
  func module(of path: String) -> (module: String, folder: String?) {
    let parent = Self.parent(of: path)
    if files.contains(path) { return (ModuleName.c99(Self.lastComponent(parent)), parent) }
    if let input = folders.first(where: { FolderMembership.isInside(path, $0) && $0 != path }) {
      let inner = path.dropFirst(input == "/" ? 1 : input.utf8.count + 1)
      let components = inner.split(separator: "/")
      guard components.count > 1 else { return (ModuleName.c99(Self.lastComponent(input)), input) }
      let top = String(components[0])
      return (ModuleName.c99(top), input == "/" ? "/" + top : input + "/" + top)
    }
    let relative = ScanPaths.relative(path, base: baseDirectory)
    let components = relative.split(separator: "/")
    guard components.count > 1 else {
      return ("App", relative.hasPrefix("/") ? parent : nil)
    }
    let top = String(components[0])
    let folder = relative.hasPrefix("/") ? "/" + top : baseDirectory + "/" + top
    return (ModuleName.c99(top), folder)
  }

  /// The folder holding `path`.
  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of a folder path (`/` for the root).
  private static func lastComponent(_ folder: String) -> String {
    folder.split(separator: "/").last.map(String.init) ?? "/"
  }
}
