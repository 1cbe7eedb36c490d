/// Why a scan could not start.
public enum ScanError: Error, Equatable, CustomStringConvertible {
  /// A path given to the scanner does not exist.
  case pathNotFound(String)

  public var description: String {
    switch self {
    case .pathNotFound(let path): "no such file or folder: '\(path)'"
    }
  }
}
