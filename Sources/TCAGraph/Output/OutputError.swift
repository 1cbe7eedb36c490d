/// Why output could not be written. Each names the path as the user gave it.
public enum OutputError: Error, Equatable, CustomStringConvertible {
  case cannotCreateFolder(String, String)
  case cannotWrite(String, String)

  public var description: String {
    switch self {
    case .cannotCreateFolder(let path, let reason): "cannot create '\(path)': \(reason)"
    case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
    }
  }

  /// Why the folder or file could not be written, without its path.
  public var reason: String {
    switch self {
    case .cannotCreateFolder(_, let reason), .cannotWrite(_, let reason): reason
    }
  }
}
