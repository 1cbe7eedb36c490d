import Foundation
import TCAGraph

/// The `tca-graph` executable: parses arguments, reads and writes files, maps errors to exit codes.
/// Everything else lives in the TCAGraph library.
let arguments = Array(CommandLine.arguments.dropFirst())
let status = CommandTable.run(arguments)
exit(status)
