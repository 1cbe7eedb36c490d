import Foundation
import TCAGraphSupport

/// Checks where a file of the output goes before anything is written: inside the output folder,
/// through no symbolic link, not onto a folder, a FIFO or a device, and not under a file.
enum OutputDestination {
  /// Checks `name` (relative to `folder`, `/`-separated) and adds the folders it needs that do
  /// not exist yet to `folders`, parents first; errors name paths under `shown`.
  static func check(
    _ name: String, in folder: String, shownAs shown: String, folders: inout [String]
  ) throws(OutputError) {
    let components = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard !name.hasPrefix("/"), !components.contains(where: { ["", ".", ".."].contains($0) })
    else {
      throw .cannotWrite(name, "not a file name inside the output folder")
    }
    var relative = ""
    var missing = false
    for (index, component) in components.enumerated() {
      relative = relative.isEmpty ? component : relative + "/" + component
      let isLast = index == components.count - 1
      let shownPath = OutputWriter.join(shown, relative)
      if !missing {
        var info = stat()
        if lstat(OutputWriter.join(folder, relative), &info) != 0 {
          missing = true
        } else {
          let type = info.st_mode & S_IFMT
          if type == S_IFLNK {
            throw .cannotWrite(
              shownPath,
              "it is a symbolic link, and tca-graph does not follow links inside the output folder")
          }
          if isLast && type == S_IFDIR {
            throw .cannotWrite(shownPath, "a folder is in the way")
          }
          if isLast && type != S_IFREG {
            throw .cannotWrite(
              shownPath,
              "it is \(RegularFile.kind(of: info.st_mode) ?? "not a regular file"), and "
                + "tca-graph replaces only regular files inside the output folder; remove it, or "
                + "choose another folder")
          }
          if !isLast && type != S_IFDIR {
            throw .cannotWrite(
              OutputWriter.join(shown, name),
              "'\(shownPath)' \(OutputWriter.notAFolder(OutputWriter.join(folder, relative)))")
          }
          if !isLast && access(OutputWriter.join(folder, relative), W_OK) != 0 {
            throw .cannotWrite(shownPath, String(cString: strerror(errno)))
          }
        }
      }
      if missing && !isLast && !folders.contains(relative) {
        folders.append(relative)
      }
    }
  }
}
