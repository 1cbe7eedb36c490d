/// An input the commands could not use.
enum InputError: Error, CustomStringConvertible {
  case missingPath(String)
  case unreadable(String, String)
  case invalidGraph(String, String)
  /// Scanning found no reducer; `leftOut` counts the Swift files the globs it names skipped.
  case noFeatures([String], fileCount: Int, leftOut: (count: Int, globs: String)?)
  case emptyGraph(String)

  var description: String {
    switch self {
    case .missingPath(let path): "cannot access '\(path)': no such file or folder"
    case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
    case .invalidGraph(let path, let reason): "\(path): \(reason)"
    case .emptyGraph(let path): "no TCA reducers in '\(path)': the graph has no features"
    case .noFeatures(let paths, let fileCount, let leftOut?):
      "no TCA reducers found in \(paths.joined(separator: ", ")) (\(fileCount) Swift file\(fileCount == 1 ? "" : "s") scanned): "
        + "\(leftOut.globs) leave out all \(leftOut.count) Swift file\(leftOut.count == 1 ? "" : "s") there; "
        + "check the globs, which match paths relative to the current folder"
    case .noFeatures(let paths, let fileCount, nil):
      "no TCA reducers found in \(paths.joined(separator: ", ")) (\(fileCount) Swift file\(fileCount == 1 ? "" : "s") scanned); "
        + "point at the folders that declare your reducers, or pass --include-tests if they live in a test folder"
    }
  }
}
