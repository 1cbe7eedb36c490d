import Foundation
import TCAGraphSupport

/// Writes a set of files into a folder whole or not at all.
///
/// Every destination is checked first: a folder in the way, a file where a folder should be, or a
/// symbolic link anywhere inside the output folder (never followed, so nothing is written outside
/// it) stops the write before anything is written. Then every file is staged into one folder,
/// `.tca-graph-staging-<pid>`, inside the output folder; only when all are staged are they renamed
/// into place. Any error, SIGINT or SIGTERM before the renames removes the staging folder and
/// leaves the old files as they were (see ``OutputInterruption``); one during the renames is
/// reported once every file is in place. The staging folder is locked while in use, and a later
/// write removes one whose process is gone (``StagingLock``).
public enum OutputWriter {
  /// What a write did: the paths written, in order, and notes for standard error without their
  /// `note: ` (a stale staging folder removed, an interruption that came after every file was in
  /// place).
  public struct Written: Equatable, Sendable {
    public var paths: [String]
    public var notes: [String]
  }

  /// The name of the staging folder, before the process id.
  public static let stagingPrefix = ".tca-graph-staging-"

  /// An environment variable naming seconds to wait once every file is staged, for tests that
  /// interrupt a write.
  public static let pauseVariable = "TCA_GRAPH_PAUSE_AFTER_STAGING"

  /// An environment variable naming seconds to wait once every file is renamed into place, with
  /// SIGINT and SIGTERM still held, for tests that interrupt the renames.
  public static let renamedPauseVariable = "TCA_GRAPH_PAUSE_AFTER_RENAMES"

  /// Writes one file at `path` (absolute): a regular file (or a missing one) whole or not at
  /// all, as ``write(_:into:shownAs:)`` does; a FIFO, a character device (`/dev/null`, a
  /// terminal) or a descriptor (`/dev/stdout`) in place, never replaced. A symbolic link at
  /// `path` to anything else is refused, saying where it points. Errors name `shown`.
  @discardableResult
  public static func write(_ contents: Data, to path: String, shownAs shown: String? = nil)
    throws(OutputError) -> Written
  {
    let display = shown ?? path
    if try DirectDestination.isDirect(path, shownAs: display) {
      try DirectDestination.write(contents, to: path, shownAs: display)
      return Written(paths: [path], notes: [])
    }
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path))
      throw .cannotWrite(
        display,
        "it is a symbolic link" + (target.map { " to '\($0)'" } ?? "")
          + ", and tca-graph replaces this file whole rather than write through a link: name "
          + "the file the link points to, or remove the link")
    }
    let url = URL(fileURLWithPath: path)
    let shownFolder = (display as NSString).deletingLastPathComponent
    return try write(
      [OutputFile(name: url.lastPathComponent, contents: contents)],
      into: url.deletingLastPathComponent().path, shownAs: shownFolder.isEmpty ? "." : shownFolder)
  }

  /// Writes `files` into `folder`, creating it if needed. Errors and notes name paths under
  /// `shown` (the folder as the user gave it; `folder` by default).
  @discardableResult
  public static func write(
    _ files: [OutputFile], into folder: String, shownAs shown: String? = nil
  ) throws(OutputError) -> Written {
    let display = shown ?? folder
    try createFolder(folder, shownAs: display)
    var folders: [String] = []
    var names: Set<String> = []
    for file in files {
      guard names.insert(file.name).inserted else {
        throw .cannotWrite(join(display, file.name), "two outputs have this name")
      }
      try OutputDestination.check(file.name, in: folder, shownAs: display, folders: &folders)
    }
    let stagingName = stagingPrefix + "\(getpid())"
    let staging = join(folder, stagingName)
    var notes = StagingLock.removeStale(in: folder, own: stagingName, shownAs: display)
    let shownStaging = join(display, stagingName)
    let interruption = OutputInterruption(
      staging: staging, count: files.count, shownAs: shownStaging)
    interruption.begin()
    defer { interruption.end() }
    do {
      let (written, signal) = try stageAndRename(
        files, into: folder, shownAs: display, staging: staging, shownStaging: shownStaging,
        folders: folders, interruption: interruption)
      try? FileManager.default.removeItem(atPath: staging)
      if let signal {
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        notes.append(
          "\(name) came after every file was written; '\(display)' holds the new files")
      }
      return Written(paths: written, notes: notes)
    } catch {
      try? FileManager.default.removeItem(atPath: staging)
      var info = stat()
      guard lstat(staging, &info) == 0 else { throw error }
      throw .leftBehind(error, shownStaging)
    }
  }

  /// Stages every file in `staging` (locked while in use), creates the folders they need, then
  /// renames each into place; returns the paths, and a SIGINT or SIGTERM that came during the
  /// renames.
  private static func stageAndRename(
    _ files: [OutputFile], into folder: String, shownAs display: String, staging: String,
    shownStaging: String, folders: [String], interruption: OutputInterruption
  ) throws(OutputError) -> ([String], Int32?) {
    guard mkdir(staging, 0o700) == 0 else {
      throw .cannotWrite(shownStaging, String(cString: strerror(errno)))
    }
    let lock = StagingLock.lock(staging)
    defer { if let lock { close(lock) } }
    for (index, file) in files.enumerated() {
      if let failure = stageFile(file.contents, at: join(staging, "\(index)")) {
        throw .cannotWrite(join(display, file.name), failure)
      }
    }
    if let pause = ProcessInfo.processInfo.environment[pauseVariable].flatMap(Double.init) {
      Thread.sleep(forTimeInterval: pause)
    }
    for relative in folders where mkdir(join(folder, relative), 0o777) != 0 && errno != EEXIST {
      throw .cannotCreateFolder(join(display, relative), String(cString: strerror(errno)))
    }
    return try interruption.holdingSignals { () throws(OutputError) in
      var written: [String] = []
      for (index, file) in files.enumerated() {
        let final = join(folder, file.name)
        guard rename(join(staging, "\(index)"), final) == 0 else {
          throw .cannotWrite(join(display, file.name), String(cString: strerror(errno)))
        }
        written.append(final)
      }
      if let pause = ProcessInfo.processInfo.environment[renamedPauseVariable].flatMap(Double.init)
      {
        Thread.sleep(forTimeInterval: pause)
      }
      return (written, interruption.disarm())
    }
  }

  /// Creates `folder` and its parents; a file where a folder should be is named in the error.
  private static func createFolder(_ folder: String, shownAs shown: String) throws(OutputError) {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      var ancestor = folder
      var shownAncestor = shown
      while ancestor != "/" && !FileManager.default.fileExists(atPath: ancestor) {
        ancestor = (ancestor as NSString).deletingLastPathComponent
        shownAncestor = (shownAncestor as NSString).deletingLastPathComponent
      }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: ancestor, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        let named = shownAncestor.isEmpty ? ancestor : shownAncestor
        throw .cannotCreateFolder(shown, "'\(named)' \(notAFolder(ancestor))")
      }
      throw .cannotCreateFolder(shown, reason(error))
    }
  }

  /// What stands where a folder should: "is a file", or the kind of a FIFO, device or socket,
  /// so `--out /dev/null` is not called a file.
  static func notAFolder(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0, let kind = RegularFile.kind(of: info.st_mode) else {
      return "is a file"
    }
    return "is \(kind), not a folder"
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
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

/// Writes `contents` to a new file at `path`; the system's reason on failure (`No space left
/// on device`), which Foundation's own writing words less precisely.
private func stageFile(_ contents: Data, at path: String) -> String? {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
  guard descriptor >= 0 else { return String(cString: strerror(errno)) }
  var failure: Int32?
  contents.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        failure = errno
        return
      }
      offset += written
    }
  }
  if close(descriptor) != 0, failure == nil { failure = errno }
  return failure.map { String(cString: strerror($0)) }
}
