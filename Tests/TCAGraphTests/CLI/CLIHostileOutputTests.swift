import Foundation
import Testing

/// Writing to a standard output that fails is an error message and exit 2, never a trap.
@Suite struct CLIHostileOutputTests {
  private func run(_ arguments: [String], stdout: FileHandle) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = CLI.withoutCache(arguments)
    process.currentDirectoryURL = CLI.packageRoot
    process.standardOutput = stdout
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "no signal")
    return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
  }

  /// The bundled example's IR on standard output.
  private let exampleJSON = ["example", "--format", "json", "--out", "-"]

  @Test func aFullDeviceIsAnErrorNotACrash() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let (status, errors) = try run(exampleJSON, stdout: full)
    #expect(status == 2)
    #expect(errors.hasPrefix("error: cannot write to standard output"), "\(errors)")
  }

  @Test func aClosedPipeIsAnErrorNotACrash() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let (status, errors) = try run(exampleJSON, stdout: pipe.fileHandleForWriting)
    #expect(status == 2)
    #expect(errors.hasPrefix("error: cannot write to standard output"), "\(errors)")
  }
}
