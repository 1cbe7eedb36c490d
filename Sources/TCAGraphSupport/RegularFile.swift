import Foundation

/// Reads a file a user named, refusing what is not a regular file before reading a byte.
///
/// A FIFO given as `--input` or found as `Feature.swift` would block the run forever, and
/// `/dev/zero` would fill memory; both are opened without blocking, checked, and refused with
/// ``RegularFileError/notRegular(_:)``.
public enum RegularFile {
  /// The bytes of the regular file at `path` (links followed; `\xFF` in a name as
  /// ``FileNameBytes`` writes bytes that are not UTF-8).
  public static func contents(atPath path: String) throws(RegularFileError) -> Data {
    try contentsAndStatus(atPath: path).contents
  }

  /// The bytes of the regular file at `path`, with the status of the file they were read from,
  /// taken before reading.
  package static func contentsAndStatus(atPath path: String) throws(RegularFileError) -> (
    contents: Data, status: stat
  ) {
    let descriptor = open(FileNameBytes.fileSystemPath(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(opening: path, errno: errno) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw .unreadable(String(cString: strerror(errno)))
    }
    if let kind = kind(of: info.st_mode) {
      throw kind == "folder" ? .folder : .notRegular(kind)
    }
    do {
      return (try handle.readToEnd() ?? Data(), info)
    } catch {
      let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
      throw .unreadable(code.map { String(cString: strerror(Int32($0))) } ?? "\(error)")
    }
  }

  /// What a file of mode `mode` is, when it is not a regular file.
  package static func kind(of mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "folder"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "an unknown kind of file"
    }
  }

  /// The error for an `open` of `path` that failed with `code`.
  private static func failure(opening path: String, errno code: Int32) -> RegularFileError {
    var info = stat()
    if stat(FileNameBytes.fileSystemPath(path), &info) == 0, let kind = kind(of: info.st_mode),
      kind != "folder"
    {
      return .notRegular(kind)
    }
    switch code {
    case ENOENT:
      let parent = (path as NSString).deletingLastPathComponent
      return parent.isEmpty || FileManager.default.fileExists(atPath: parent)
        ? .missing : .missingFolder(parent)
    case EACCES, EPERM: return .permissionDenied
    default: return .unreadable(String(cString: strerror(code)))
    }
  }
}

/// Why ``RegularFile`` could not read a file; the description is the reason, without the path.
public enum RegularFileError: Error, Equatable, CustomStringConvertible {
  case missing
  case missingFolder(String)
  case folder
  /// A FIFO, device or socket, named by kind.
  case notRegular(String)
  case permissionDenied
  case unreadable(String)

  public var description: String {
    switch self {
    case .missing: "no such file"
    case .missingFolder(let folder): "no such folder '\(folder)'"
    case .folder: "is a folder, not a file"
    case .notRegular(let kind): "not a regular file: it is \(kind)"
    case .permissionDenied: "permission denied"
    case .unreadable(let reason): reason
    }
  }
}
