import Foundation

/// The `tca-graph` executable: runs the command line, prints what it returns and exits with its
/// code. Parsing lives in the commands beside this file; everything else in the TCAGraph library.
signal(SIGPIPE, SIG_IGN)
let standardOutputClosed = StandardOutput.reserveIfClosed()
let result = TCAGraphCommand.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  workingDirectory: FileManager.default.currentDirectoryPath)
var exitCode = result.exitCode
if let reason = StandardOutput.write(
  Data(result.output.utf8) + result.data, closed: standardOutputClosed)
{
  FileHandle.standardError.write(Data("error: cannot write to standard output: \(reason)\n".utf8))
  exitCode = 2
}
try? FileHandle.standardError.write(contentsOf: Data(result.errors.utf8))
exit(exitCode)
