/// Why a scan could not start, or could not give its graph.
public enum ScanError: Error, Equatable, CustomStringConvertible {
  /// A path given to the scanner does not exist.
  case pathNotFound(String)
  /// A feature or action case is named past ``ArchitectureGraph/maximumNameBytes``, as
  /// ``ArchitectureGraph/overlongName`` says; no IR file could hold the graph.
  case overlongName(String)

  public var description: String {
    switch self {
    case .pathNotFound(let path): "no such file or folder: '\(path)'"
    case .overlongName(let problem): problem
    }
  }
}
