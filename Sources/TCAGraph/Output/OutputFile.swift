import Foundation

/// A file to write: a name relative to the output folder, and its bytes.
public struct OutputFile: Equatable, Sendable {
  public var name: String
  public var contents: Data

  public init(name: String, contents: Data) {
    self.name = name
    self.contents = contents
  }
}

/// Why output could not be written.
public enum OutputError: Error, Equatable, CustomStringConvertible {
  case cannotCreateFolder(String, String)
  case cannotWrite(String, String)

  public var description: String {
    switch self {
    case .cannotCreateFolder(let path, let reason): "cannot create folder '\(path)': \(reason)"
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

/// Writes a set of files whole or not at all: each goes to a temporary file beside its
/// destination, and only when every one is written are they renamed into place.
public enum OutputWriter {
  /// Writes `files` into `folder`, creating it if needed; returns the paths written, in order.
  @discardableResult
  public static func write(_ files: [OutputFile], into folder: String) throws(OutputError)
    -> [String]
  {
    let manager = FileManager.default
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw OutputError.cannotCreateFolder(folder, reason(error))
    }
    var staged: [(temporary: String, final: String)] = []
    defer {
      for entry in staged where manager.fileExists(atPath: entry.temporary) {
        try? manager.removeItem(atPath: entry.temporary)
      }
    }
    for file in files {
      let final = (folder as NSString).appendingPathComponent(file.name)
      let directory = (final as NSString).deletingLastPathComponent
      let temporary = (directory as NSString).appendingPathComponent(
        ".\((file.name as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
      )
      do {
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try file.contents.write(to: URL(fileURLWithPath: temporary))
      } catch {
        throw OutputError.cannotWrite(final, reason(error))
      }
      staged.append((temporary, final))
    }
    for entry in staged {
      if rename(entry.temporary, entry.final) != 0 {
        throw OutputError.cannotWrite(entry.final, String(cString: strerror(errno)))
      }
    }
    return staged.map(\.final)
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return nsError.localizedDescription
  }
}
