import TCAGraphAnalyses

/// Why a lint run could not start or finish: bad configuration, baseline or inputs.
public enum LintError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Findings were asked for by a module the graph does not have.
  case unknownModule(UnknownModuleError)
  /// A file could not be read or written.
  case file(path: String, reason: String)
  /// A `.tca-graph.json` is not a valid configuration; `line` is where the bad key is written.
  case configuration(path: String, line: Int?, detail: String)
  /// A baseline file is not a valid baseline.
  case baseline(path: String, detail: String)

  public var description: String {
    switch self {
    case .unknownModule(let error): return error.description
    case .file(let path, let reason): return "cannot access '\(path)': \(reason)"
    case .configuration(let path, let line, let detail):
      let place = line.map { "\(path):\($0)" } ?? path
      return "\(place): invalid configuration: \(detail)"
    case .baseline(let path, let detail): return "\(path): invalid baseline: \(detail)"
    }
  }

  /// The same error with file paths inside `folder` written relative to it.
  package func relative(to folder: String) -> LintError {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    func shorten(_ path: String) -> String {
      path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
    switch self {
    case .unknownModule: return self
    case .file(let path, let reason): return .file(path: shorten(path), reason: reason)
    case .configuration(let path, let line, let detail):
      return .configuration(path: shorten(path), line: line, detail: detail)
    case .baseline(let path, let detail): return .baseline(path: shorten(path), detail: detail)
    }
  }
}
