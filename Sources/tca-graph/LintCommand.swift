import Foundation
import TCAGraph

/// `tca-graph lint`: coupling review as compiler-style diagnostics.
enum LintCommand {
  static func run(_ arguments: [String]) throws -> Int32 {
    let result = runLint(
      arguments: arguments, workingDirectory: FileManager.default.currentDirectoryPath)
    FileHandle.standardOutput.write(Data(result.output.utf8))
    FileHandle.standardError.write(Data(result.errors.utf8))
    return result.exitCode
  }
}
