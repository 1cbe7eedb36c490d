import Foundation
import Testing

/// Standard output that cannot be written: the system's reason in our own words, exit 2.
@Suite struct HostileStandardOutputTests {
  /// `dump`, run through `sh` with standard output closed.
  @Test func aClosedStandardOutputIsSaidPlainly() throws {
    let scene = try HostileScene()
    defer { scene.remove() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      ["-c", #"exec "$0" "$@" >&-"#, CLI.executable.path] + CLI.withoutCache(["dump", "src"])
    process.currentDirectoryURL = scene.folder
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(
      text.hasPrefix("error: cannot write to standard output: it is closed (EBADF)"), "\(text)")
  }
}
