import Foundation

/// The `tca-graph` executable: runs the command line, prints what it returns and exits with its
/// code. Parsing lives in the commands beside this file; everything else in the TCAGraph library.
let result = TCAGraphCommand.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  workingDirectory: FileManager.default.currentDirectoryPath)
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errors.utf8))
exit(result.exitCode)
