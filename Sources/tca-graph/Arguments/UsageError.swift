import TCAGraph

/// A usage error: what was wrong with the command line, and the command whose help to read.
struct UsageError: Error, Equatable, CustomStringConvertible {
  var message: String
  var command: String

  init(_ message: String, command: String) {
    self.message = message
    self.command = command
  }

  /// The message on one line (``ReadableText/line(_:)``: a name from an IR file in it cannot
  /// start a line of its own), then where to read the help.
  var description: String {
    "\(ReadableText.line(message))\nsee 'tca-graph \(command == TCAGraphCommand.name ? "" : command + " ")--help'"
  }
}
