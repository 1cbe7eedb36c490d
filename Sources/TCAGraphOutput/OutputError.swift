/// Why output could not be written. Each names the path as the user gave it.
public enum OutputError: Error, Equatable, CustomStringConvertible {
  case cannotCreateFolder(String, String)
  case cannotWrite(String, String)
  /// The write failed, and the staging folder (named) could not be removed after it.
  indirect case leftBehind(OutputError, String)

  public var description: String {
    switch self {
    case .cannotCreateFolder(let path, let reason): "cannot create '\(path)': \(reason)"
    case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
    case .leftBehind(let error, let staging): error.description + Self.leftBehind(staging)
    }
  }

  /// Why the folder or file could not be written, without its path.
  public var reason: String {
    switch self {
    case .cannotCreateFolder(_, let reason), .cannotWrite(_, let reason): reason
    case .leftBehind(let error, let staging): error.reason + Self.leftBehind(staging)
    }
  }

  private static func leftBehind(_ staging: String) -> String {
    "; '\(staging)' could not be removed and holds the files staged so far"
  }
}
