/// An input the commands could not use.
enum InputError: Error, CustomStringConvertible {
  case missingPath(String)
  case unreadable(String, String)
  case invalidGraph(String, String)
  case noFeatures([String], fileCount: Int)
  case emptyGraph(String)

  var description: String {
    switch self {
    case .missingPath(let path): "cannot access '\(path)': no such file or folder"
    case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
    case .invalidGraph(let path, let reason): "\(path): \(reason)"
    case .emptyGraph(let path): "no TCA reducers in '\(path)': the graph has no features"
    case .noFeatures(let paths, let fileCount):
      "no TCA reducers found in \(paths.joined(separator: ", ")) (\(fileCount) Swift file\(fileCount == 1 ? "" : "s") scanned); "
        + "point at the folders that declare your reducers, or pass --include-tests if they live in a test folder"
    }
  }
}
