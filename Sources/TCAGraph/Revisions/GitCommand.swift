import Foundation

/// One `git` command run to its end, with an environment that reads the repository as committed:
/// no replacement objects, no prompt, no optional lock, and none of the variables a hook or a
/// wrapper sets that would point git at another repository or index.
enum GitCommand {
  /// `/usr/bin/env`, which finds `git` on `PATH`.
  static let environment = URL(fileURLWithPath: "/usr/bin/env")

  /// Variables that would make git read another repository, work tree or index than the one
  /// found from the folder it runs in (set by git for its hooks, or by a user's shell).
  private static let redirectingVariables = [
    "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY",
    "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_NAMESPACE", "GIT_PREFIX", "GIT_CEILING_DIRECTORIES",
  ]

  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `git arguments` in `folder` and collects what it prints.
  static func run(_ arguments: [String], in folder: String) throws(RevisionError) -> Result {
    var output = Data()
    let (status, errors) = try stream(arguments, in: folder) { output.append(contentsOf: $0) }
    return Result(status: status, output: String(decoding: output, as: UTF8.self), errors: errors)
  }

  /// Runs `git arguments` in `folder`, its standard input read from the file `input` (none when
  /// `nil`), handing `consume` each piece of its standard output as it comes; returns its exit
  /// status and standard error. An error `consume` throws ends git and is thrown on.
  static func stream(
    _ arguments: [String], in folder: String, input: String? = nil,
    consume: (UnsafeRawBufferPointer) throws(RevisionError) -> Void
  ) throws(RevisionError) -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = environment
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var variables = ProcessInfo.processInfo.environment
    for name in redirectingVariables { variables[name] = nil }
    variables["GIT_TERMINAL_PROMPT"] = "0"
    variables["GIT_NO_REPLACE_OBJECTS"] = "1"
    variables["GIT_OPTIONAL_LOCKS"] = "0"
    variables["GIT_LITERAL_PATHSPECS"] = "1"
    variables["LC_ALL"] = "C"
    process.environment = variables
    let output = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = output
    process.standardError = errorPipe
    if let input {
      guard let handle = FileHandle(forReadingAtPath: input) else {
        throw .gitUnavailable(reason: "cannot open '\(input)'")
      }
      process.standardInput = handle
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    do {
      try RunningChildren.shared.start(process)
    } catch {
      throw .gitUnavailable(reason: "\(error)")
    }
    defer { RunningChildren.shared.ended(process) }
    let errors = ErrorCollector(errorPipe.fileHandleForReading)
    let reader = output.fileHandleForReading.fileDescriptor
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var failure: RevisionError?
    while true {
      let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      failure = buffer.withUnsafeBytes { bytes -> RevisionError? in
        do throws(RevisionError) {
          try consume(UnsafeRawBufferPointer(rebasing: bytes[0..<count]))
          return nil
        } catch {
          return error
        }
      }
      if failure != nil {
        // SIGKILL: a child may inherit SIGTERM ignored from the interruption's watch.
        kill(process.processIdentifier, SIGKILL)
        break
      }
    }
    process.waitUntilExit()
    let message = errors.text()
    if let failure { throw failure }
    if process.terminationStatus == 127 { throw .gitUnavailable(reason: "git is not on PATH") }
    return (process.terminationStatus, message)
  }

  /// Reads a pipe to its end on another thread, so a command that writes much to standard error
  /// cannot block on it while its standard output is read.
  private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
      DispatchQueue.global().async {
        self.data = handle.readDataToEndOfFile()
        self.done.signal()
      }
    }

    func text() -> String {
      done.wait()
      return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
}

/// The git processes running now: an interrupted `diff` ends them (``RevisionInterruption``),
/// and none starts once it has.
final class RunningChildren: @unchecked Sendable {
  static let shared = RunningChildren()
  private let lock = NSLock()
  private var running: [ObjectIdentifier: Process] = [:]
  private var stopped = false

  /// Why no process starts: the run was interrupted.
  struct Interrupted: Error, CustomStringConvertible {
    var description: String { "interrupted" }
  }

  /// Starts `process`, unless the run is being stopped.
  func start(_ process: Process) throws {
    lock.lock()
    defer { lock.unlock() }
    guard !stopped else { throw Interrupted() }
    try process.run()
    running[ObjectIdentifier(process)] = process
  }

  /// Forgets `process`, which has ended.
  func ended(_ process: Process) {
    lock.lock()
    running[ObjectIdentifier(process)] = nil
    lock.unlock()
  }

  /// Kills every running process and lets no other start.
  func stopAll() {
    lock.lock()
    stopped = true
    let processes = Array(running.values)
    lock.unlock()
    for process in processes where process.isRunning {
      kill(process.processIdentifier, SIGKILL)
    }
  }
}
